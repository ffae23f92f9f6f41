// @vitest-environment happy-dom
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { customer, renderScreen } from '@/test/render-screen';
import { normalCode, type CouponRefusal } from '../lib/cart-extras';
import { couponRefusalCodes, type CouponProblem } from '../lib/coupon-refusals';
import { CouponField } from './coupon-field';

/** The field as the cart uses it: SUMMER10 is taken, any other code refused as `refusedAs`. */
function Harness({ refusedAs = 'COUPON_UNKNOWN' as CouponProblem, onApply = (_code: string) => {} }) {
  const [applied, setApplied] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<CouponRefusal | null>(null);
  return (
    <CouponField
      applied={applied}
      refusal={refusal}
      applying={false}
      onApply={(typed) => {
        onApply(typed);
        const code = normalCode(typed);
        if (code === 'SUMMER10') setApplied(code);
        else setRefusal({ code, problem: refusedAs });
      }}
      onRemove={() => setApplied(null)}
      onEdit={() => setRefusal(null)}
    />
  );
}

const field = () => screen.getByRole('textbox', { name: 'Coupon code' });

describe('the cart’s coupon field', () => {
  it('applies the code on Enter, then shows it with a Remove button that takes the focus', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    renderScreen(<Harness onApply={onApply} />, { user: customer });
    await user.type(field(), 'summer10{Enter}');
    expect(onApply).toHaveBeenCalledWith('summer10');
    expect(screen.getByTestId('coupon-applied').textContent).toContain('Coupon applied: SUMMER10');
    const remove = screen.getByRole('button', { name: 'Remove coupon SUMMER10' });
    expect(document.activeElement).toBe(remove);

    await user.click(remove);
    expect(screen.queryByTestId('coupon-applied')).toBeNull();
    expect(document.activeElement).toBe(field());
    expect(field()).toHaveProperty('value', '');
  });

  it('applies with the Apply button too', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    renderScreen(<Harness onApply={onApply} />, { user: customer });
    await user.type(field(), 'SUMMER10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith('SUMMER10');
    expect(screen.getByTestId('coupon-applied')).toBeTruthy();
  });

  it('says on the field, in the customer’s words, why a code was refused, until it is edited', async () => {
    const user = userEvent.setup();
    renderScreen(<Harness refusedAs="COUPON_NOT_APPLICABLE" />, { user: customer });
    await user.type(field(), 'weekend5{Enter}');
    expect(field()).toHaveProperty('value', 'WEEKEND5');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(field().getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(described?.textContent).toBe(
      'This code does not apply to these rentals: check which products and how many days it is for.',
    );
    await user.type(field(), 'X');
    expect(field().getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText(/does not apply/)).toBeNull();
  });

  it.each([...couponRefusalCodes, 'empty', 'unchecked'] as const)('has a text of its own for %s', (problem) => {
    renderScreen(
      <CouponField
        applied={null}
        refusal={{ code: 'SPRING', problem }}
        applying={false}
        onApply={() => {}}
        onRemove={() => {}}
        onEdit={() => {}}
      />,
      { user: customer },
    );
    const error = screen.getByText((_, element) => element?.classList.contains('mantine-TextInput-error') ?? false);
    expect(error.textContent).not.toMatch(/COUPON_|coupon\.refused/);
    expect(error.textContent?.length).toBeGreaterThan(10);
  });
});
