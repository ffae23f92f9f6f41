import { parseIsoDate } from '@shared/calendar-date';
import { fromCents, MONEY_INPUT_PATTERN, toCents } from '@shared/money';
import { COUPON_CODE_PATTERN, COUPON_TARGETS_MAX, type NewCoupon } from '@shared/schemas/coupon';
import { ApiError } from '@/lib/api-client';

export type DiscountKind = 'percent' | 'amount';
export const discountKinds: readonly DiscountKind[] = ['percent', 'amount'];

/** The form as typed: Mantine's NumberInput holds '' while empty, a date field '' or YYYY-MM-DD. */
export type CouponFormValues = {
  code: string;
  kind: DiscountKind;
  percentOff: number | string;
  /** Euros as typed: "20", "19,90", "19.90 €". */
  amountOff: string;
  validFrom: string;
  validTo: string;
  maxUses: number | string;
  maxUsesPerCustomer: number | string;
  minDays: number | string;
  productIds: number[];
  categoryIds: number[];
};

export const emptyCouponForm: CouponFormValues = {
  code: '',
  kind: 'percent',
  percentOff: '',
  amountOff: '',
  validFrom: '',
  validTo: '',
  maxUses: '',
  maxUsesPerCustomer: '',
  minDays: '',
  productIds: [],
  categoryIds: [],
};

/** The form's fields, and what coupons.json says under `form.errors` about each. */
export type CouponField = Exclude<keyof CouponFormValues, 'kind'>;
export type CouponProblem = 'codeRequired' | 'codeInvalid' | 'codeTaken' | Exclude<CouponField, 'code'>;

/** The bounds the server keeps (shared/schemas/coupon.ts) of the optional whole numbers. */
export const COUPON_NUMBER_BOUNDS = {
  percentOff: { min: 1, max: 100 },
  maxUses: { min: 1, max: 1_000_000 },
  maxUsesPerCustomer: { min: 1, max: 1000 },
  minDays: { min: 1, max: 365 },
} as const;
type NumberField = keyof typeof COUPON_NUMBER_BOUNDS;

/** A code as the server reads it: trimmed, in capitals. */
export const normalCode = (code: string) => code.trim().toUpperCase();

/**
 * Euros as typed, as the API's decimal string ("19,9" → "19.90"), or null when it is not an
 * amount with at most two decimals. Either separator is taken; a euro sign and spaces are ignored.
 */
export function amountFromInput(text: string): string | null {
  const plain = text.replace(/[\s\u00a0€]/g, '').replace(',', '.');
  return MONEY_INPUT_PATTERN.test(plain) ? fromCents(toCents(plain)) : null;
}

const isEmpty = (value: number | string) => value === '';

/** A whole number within the field's bounds, or undefined when the field is empty; null when it is neither. */
function wholeNumber(value: number | string, field: NumberField): number | undefined | null {
  if (isEmpty(value)) return undefined;
  const number = Number(value);
  const { min, max } = COUPON_NUMBER_BOUNDS[field];
  return Number.isInteger(number) && number >= min && number <= max ? number : null;
}

/** What is wrong with the form before it is sent, field by field (an empty object when nothing is). */
export function couponProblems(values: CouponFormValues): Partial<Record<CouponField, CouponProblem>> {
  const problems: Partial<Record<CouponField, CouponProblem>> = {};
  const code = normalCode(values.code);
  if (code === '') problems.code = 'codeRequired';
  else if (!COUPON_CODE_PATTERN.test(code)) problems.code = 'codeInvalid';
  if (values.kind === 'percent' && !wholeNumber(values.percentOff, 'percentOff')) problems.percentOff = 'percentOff';
  if (values.kind === 'amount') {
    const amount = amountFromInput(values.amountOff);
    if (amount === null || toCents(amount) === 0) problems.amountOff = 'amountOff';
  }
  const from = values.validFrom === '' ? null : parseIsoDate(values.validFrom);
  const to = values.validTo === '' ? null : parseIsoDate(values.validTo);
  if (values.validFrom !== '' && from === null) problems.validFrom = 'validFrom';
  if ((values.validTo !== '' && to === null) || (from && to && to < from)) problems.validTo = 'validTo';
  for (const field of ['maxUses', 'maxUsesPerCustomer', 'minDays'] as const) {
    if (wholeNumber(values[field], field) === null) problems[field] = field;
  }
  if (values.productIds.length > COUPON_TARGETS_MAX) problems.productIds = 'productIds';
  if (values.categoryIds.length > COUPON_TARGETS_MAX) problems.categoryIds = 'categoryIds';
  return problems;
}

/** The body of POST /api/admin/coupons from a form couponProblems found nothing wrong with. */
export function newCouponOf(values: CouponFormValues): NewCoupon {
  const optional = (field: Exclude<NumberField, 'percentOff'>) => wholeNumber(values[field], field) ?? undefined;
  const date = (value: string) => parseIsoDate(value) ?? undefined;
  return {
    code: normalCode(values.code),
    ...(values.kind === 'percent'
      ? { percentOff: Number(values.percentOff) }
      : { amountOff: amountFromInput(values.amountOff) ?? undefined }),
    validFrom: date(values.validFrom),
    validTo: date(values.validTo),
    maxUses: optional('maxUses'),
    maxUsesPerCustomer: optional('maxUsesPerCustomer'),
    minDays: optional('minDays'),
    ...(values.productIds.length > 0 ? { productIds: values.productIds } : {}),
    ...(values.categoryIds.length > 0 ? { categoryIds: values.categoryIds } : {}),
  };
}

const fields: readonly CouponField[] = [
  'code',
  'percentOff',
  'amountOff',
  'validFrom',
  'validTo',
  'maxUses',
  'maxUsesPerCustomer',
  'minDays',
  'productIds',
  'categoryIds',
];

/**
 * The field a refusal of the server is about, and what to say there: a taken code (409
 * COUPON_CODE_TAKEN), or a 400 naming a field (`productIds.3` is the products' field). Null for
 * any other failure, which a toast tells.
 */
export function refusedField(error: unknown): { field: CouponField; problem: CouponProblem } | null {
  if (!(error instanceof ApiError) || error.field === undefined) return null;
  if (error.status === 409 && error.code === 'COUPON_CODE_TAKEN') return { field: 'code', problem: 'codeTaken' };
  if (error.status !== 400) return null;
  const field = fields.find((known) => known === error.field!.split('.')[0]);
  if (field === undefined) return null;
  return { field, problem: field === 'code' ? 'codeInvalid' : field };
}
