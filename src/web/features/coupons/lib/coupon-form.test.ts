import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  amountFromInput,
  couponProblems,
  emptyCouponForm,
  newCouponOf,
  refusedField,
  type CouponFormValues,
} from './coupon-form';

const form = (values: Partial<CouponFormValues>): CouponFormValues => ({ ...emptyCouponForm, ...values });

describe('the coupon form', () => {
  it('reads euros typed either way', () => {
    expect(amountFromInput('20')).toBe('20.00');
    expect(amountFromInput(' 19,9 €')).toBe('19.90');
    expect(amountFromInput('19.999')).toBeNull();
    expect(amountFromInput('')).toBeNull();
  });

  it('asks for a code of letters, digits, - and _, and the value of the chosen kind of discount', () => {
    expect(couponProblems(form({}))).toEqual({ code: 'codeRequired', percentOff: 'percentOff' });
    expect(couponProblems(form({ code: 'a b', kind: 'amount', amountOff: '0' }))).toEqual({
      code: 'codeInvalid',
      amountOff: 'amountOff',
    });
    expect(couponProblems(form({ code: 'summer-10', percentOff: 10 }))).toEqual({});
    expect(couponProblems(form({ code: 'SUMMER', percentOff: 101 }))).toEqual({ percentOff: 'percentOff' });
  });

  it('refuses a last day before the first, and limits out of their bounds', () => {
    expect(
      couponProblems(
        form({
          code: 'SUMMER',
          percentOff: 5,
          validFrom: '2026-12-10',
          validTo: '2026-12-01',
          maxUses: 0,
          maxUsesPerCustomer: 1001,
          minDays: 366,
        }),
      ),
    ).toEqual({ validTo: 'validTo', maxUses: 'maxUses', maxUsesPerCustomer: 'maxUsesPerCustomer', minDays: 'minDays' });
  });

  it('sends the code in capitals, the chosen kind only, and leaves empty fields out', () => {
    expect(newCouponOf(form({ code: ' summer-10 ', percentOff: 10, amountOff: '5' }))).toEqual({
      code: 'SUMMER-10',
      percentOff: 10,
    });
    expect(
      newCouponOf(
        form({
          code: 'CAMERA20',
          kind: 'amount',
          amountOff: '20',
          validFrom: '2026-12-01',
          maxUses: 50,
          maxUsesPerCustomer: 1,
          minDays: 2,
          productIds: [12],
        }),
      ),
    ).toEqual({
      code: 'CAMERA20',
      amountOff: '20.00',
      validFrom: '2026-12-01',
      maxUses: 50,
      maxUsesPerCustomer: 1,
      minDays: 2,
      productIds: [12],
    });
  });

  it('puts a refusal of the server on the field it names', () => {
    expect(refusedField(new ApiError(409, 'COUPON_CODE_TAKEN', 'taken', 'code'))).toEqual({
      field: 'code',
      problem: 'codeTaken',
    });
    expect(refusedField(new ApiError(400, 'VALIDATION_ERROR', 'bad', 'productIds.2'))).toEqual({
      field: 'productIds',
      problem: 'productIds',
    });
    expect(refusedField(new ApiError(400, 'VALIDATION_ERROR', 'bad', 'code'))).toEqual({
      field: 'code',
      problem: 'codeInvalid',
    });
    expect(refusedField(new ApiError(400, 'VALIDATION_ERROR', 'bad', 'body'))).toBeNull();
    expect(refusedField(new ApiError(500, 'INTERNAL', 'oops'))).toBeNull();
  });
});
