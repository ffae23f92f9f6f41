// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { NewCoupon } from '@shared/schemas/coupon';
import { queryKeys } from '@/lib/query-keys';
import { renderScreen, tabTo, type Seed } from '@/test/render-screen';
import { canon, categories, december, sony } from '../lib/coupon-fixtures';
import { CouponForm } from './coupon-form';

/** The form's lists: every category, and the products a search for nothing offers. */
const seed: Seed = [
  [queryKeys.categories.all, categories],
  [queryKeys.products.list({ couponOptions: true, q: '' }), [canon, sony]],
];

/**
 * From now on answers POST /api/admin/coupons with `answer`, keeping what was sent; any other
 * request (the list asked again after a save) fails at once. After renderScreen, which stubs fetch.
 */
function answerCreate(answer: { status: number; body: unknown }) {
  const sent: NewCoupon[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    if (request.method !== 'POST') return new Response(null, { status: 503 });
    sent.push((await request.json()) as NewCoupon);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

const refusal = (status: number, code: string, field: string) => ({
  status,
  body: { error: { code, message: 'refused', field } },
});

const code = () => screen.getByRole('textbox', { name: /^Code/ });
const percent = () => screen.getByRole('textbox', { name: /^Percentage off the rent/ });
const save = () => screen.getByRole('button', { name: 'Create coupon' });

describe('CouponForm', () => {
  it('asks for the code and the percentage, and puts the focus on the first field to mend', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderScreen(<CouponForm onDone={onDone} />, { seed });
    await user.click(save());
    expect(screen.getByText('Enter the code customers will type.')).toBeTruthy();
    expect(screen.getByText('Enter a whole percentage from 1 to 100.')).toBeTruthy();
    expect(code().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(code());
    await user.type(code(), 'no spaces');
    await user.type(percent(), '10');
    fireEvent.change(screen.getByLabelText('Valid from'), { target: { value: '2026-12-10' } });
    fireEvent.change(screen.getByLabelText('Valid until'), { target: { value: '2026-12-01' } });
    await user.click(save());
    expect(screen.getByText('Use 3 to 40 letters (A to Z), digits, - or _.')).toBeTruthy();
    expect(screen.getByText('Enter a valid date not before the first day, or leave it empty.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends a percent coupon with its dates and limits, the code in capitals', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderScreen(<CouponForm onDone={onDone} />, { seed });
    const sent = answerCreate({ status: 201, body: december });
    await user.type(code(), 'winter-10');
    await user.type(percent(), '10');
    fireEvent.change(screen.getByLabelText('Valid from'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('Valid until'), { target: { value: '2026-12-31' } });
    await user.type(screen.getByRole('textbox', { name: /^Orders in all/ }), '50');
    await user.type(screen.getByRole('textbox', { name: /^Orders per customer/ }), '2');
    await user.type(screen.getByRole('textbox', { name: /^Least charged days/ }), '3');
    await user.click(save());
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(sent).toEqual([
      {
        code: 'WINTER-10',
        percentOff: 10,
        validFrom: '2026-12-01',
        validTo: '2026-12-31',
        maxUses: 50,
        maxUsesPerCustomer: 2,
        minDays: 3,
      },
    ]);
  });

  it('sends an amount in euros, typed with a comma, for a product chosen from the list', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderScreen(<CouponForm onDone={onDone} />, { seed });
    const sent = answerCreate({ status: 201, body: december });
    await user.type(code(), 'CAMERA20');
    await user.click(screen.getByRole('radio', { name: 'Amount' }));
    expect(screen.queryByRole('textbox', { name: /^Percentage off the rent/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /^Amount off the rent/ }), '19,9');
    // The first product the list offers, chosen by keyboard.
    await user.click(screen.getByRole('combobox', { name: 'Products' }));
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(save());
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(sent).toEqual([{ code: 'CAMERA20', amountOff: '19.90', productIds: [12] }]);
  });

  it('says on the code field that the code is taken, and on a limit what the server refused', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderScreen(<CouponForm onDone={onDone} />, { seed });
    answerCreate(refusal(409, 'COUPON_CODE_TAKEN', 'code'));
    await user.type(code(), 'WINTER-10');
    await user.type(percent(), '10');
    await user.click(save());
    expect(await screen.findByText('There is a coupon with this code already.')).toBeTruthy();
    expect(code().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(code());

    answerCreate(refusal(400, 'VALIDATION_ERROR', 'maxUses'));
    await user.clear(code());
    await user.type(code(), 'WINTER-11');
    await user.click(save());
    expect(await screen.findByText('Enter a whole number from 1 to 1,000,000, or leave it empty.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('goes from field to field with one press of Tab each, to Cancel and Create', async () => {
    const user = userEvent.setup();
    renderScreen(<CouponForm onDone={() => {}} />, { seed });
    const order = [
      code(),
      screen.getByRole('radio', { name: 'Percentage' }),
      percent(),
      screen.getByLabelText('Valid from'),
      screen.getByLabelText('Valid until'),
      screen.getByRole('textbox', { name: /^Orders in all/ }),
      screen.getByRole('textbox', { name: /^Orders per customer/ }),
      screen.getByRole('textbox', { name: /^Least charged days/ }),
      screen.getByRole('combobox', { name: 'Products' }),
      screen.getByRole('combobox', { name: 'Categories' }),
      screen.getByRole('button', { name: 'Cancel' }),
      save(),
    ];
    await tabTo(user, order[0]!);
    for (const control of order.slice(1)) {
      await user.tab();
      expect(document.activeElement).toBe(control);
    }
  });
});
