// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartLine } from '@shared/cart';
import { isoDate } from '@shared/calendar-date';
import { DEFAULT_BOOKING_LIMITS } from '@shared/booking-limits';
import { DEFAULT_OPENING_RULES } from '@shared/opening-days';
import type { CartPrice } from '@shared/schemas/pricing';
import { testProduct } from '@shared/test/test-product';
import { queryKeys } from '@/lib/query-keys';
import { customer, renderScreen, type Seed } from '@/test/render-screen';
import type { CartPricing, ShopWaiver } from '../api/use-cart-price';
import { cartExtras } from '../lib/cart-extras';
import { cartFigures, priceLines, type PricedCart } from '../lib/cart-pricing';
import { CartSummary } from './cart-summary';
import { PriceBreakdown } from './price-breakdown';

// A week of a camera at €99.00 a day (19 % VAT) and a day of a guide at €10.00 (7 %).
const camera: CartLine = {
  product: { ...testProduct(1, '99.00', 'Sony FX6'), deposit: '500.00' },
  quantity: 1,
  range: { dateFrom: isoDate('2030-05-01'), dateTo: isoDate('2030-05-07') },
};
const guide: CartLine = {
  product: testProduct(2, '10.00', 'Lighting guide'),
  quantity: 1,
  range: { dateFrom: isoDate('2030-05-01'), dateTo: isoDate('2030-05-01') },
};
const lines = [camera, guide];

/** The server's answer with SUMMER10 (10 % off) and the waiver (10 %) taken. */
const answer: CartPrice = {
  lines: [
    { chargedDays: 7, dailyPrice: '99.00', total: '693.00', discount: '69.30', damageWaiver: '69.30' },
    { chargedDays: 1, dailyPrice: '10.00', total: '10.00', discount: '1.00', damageWaiver: '1.00' },
  ],
  discount: '70.30',
  damageWaiver: '70.30',
  deposit: '500.00',
  vat: [
    { rate: 19, amount: '110.65' },
    { rate: 7, amount: '0.65' },
  ],
  total: '703.00',
  vatTreatment: 'standard',
};
const priced: PricedCart = {
  request: { lines: priceLines(lines), couponCode: 'SUMMER10', damageWaiver: true },
  price: answer,
};
const withoutExtras: PricedCart = {
  request: { lines: priceLines(lines) },
  price: {
    ...answer,
    lines: answer.lines.map((line) => ({ ...line, discount: '0.00', damageWaiver: '0.00' })),
    discount: '0.00',
    damageWaiver: '0.00',
  },
};

const figures = (answered: PricedCart | undefined) => cartFigures(lines, DEFAULT_OPENING_RULES, true, answered);

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('the cart’s price breakdown', () => {
  it('shows the rent, the coupon’s discount, the damage waiver, the total and its VAT per rate', () => {
    renderScreen(<PriceBreakdown figures={figures(priced)} couponCode="SUMMER10" busy={false} failed={false} />, {
      user: customer,
    });
    expect(text('cart-rent')).toBe('€703.00');
    const discount = screen.getByTestId('cart-discount');
    expect(discount.closest('div')?.textContent).toBe('Coupon SUMMER10−€70.30');
    expect(discount.textContent).toBe('−€70.30');
    expect(text('cart-waiver')).toBe('€70.30');
    expect(text('cart-total')).toBe('€703.00');
    expect(text('cart-vat')).toBe('Includes VAT: 19 % €110.65 · 7 % €0.65');
  });

  it('shows only the total and its VAT when there is no coupon and no waiver', () => {
    renderScreen(<PriceBreakdown figures={figures(withoutExtras)} couponCode={null} busy={false} failed={false} />, {
      user: customer,
    });
    expect(screen.queryByTestId('cart-rent')).toBeNull();
    expect(screen.queryByTestId('cart-discount')).toBeNull();
    expect(screen.queryByTestId('cart-waiver')).toBeNull();
    expect(text('cart-total')).toBe('€703.00');
    expect(text('cart-vat')).toBe('Includes VAT: 19 % €110.65 · 7 % €0.65');
  });

  it('says the prices could not be checked, and shows the cart’s own sums, when the server did not answer', () => {
    renderScreen(<PriceBreakdown figures={figures(undefined)} couponCode="SUMMER10" busy={false} failed />, {
      user: customer,
    });
    expect(text('price-unchecked')).toMatch(/^The prices could not be checked/);
    expect(screen.queryByTestId('cart-discount')).toBeNull();
    expect(text('cart-total')).toBe('€703.00');
    expect(text('cart-vat')).toBe('All prices include VAT.');
  });
});

const shop = (damageWaiver: ShopWaiver): Seed => [
  [
    queryKeys.shop,
    {
      ...DEFAULT_OPENING_RULES,
      bookingLimits: DEFAULT_BOOKING_LIMITS,
      payments: { methods: ['at_pickup'], holdMinutes: 30 },
      deposits: { enabled: true },
      cancellation: { fullRefundDaysBefore: 2, lateRefundPercent: 50 },
      damageWaiver,
    },
  ],
];

const pricing = (waiver: ShopWaiver, answered = priced): CartPricing => ({
  request: answered.request,
  userId: customer.id,
  current: answered,
  shown: answered,
  failed: false,
  fetching: false,
  waiver,
});

const summary = (waiver: ShopWaiver, answered?: PricedCart) =>
  renderScreen(
    <CartSummary
      lines={lines}
      pricing={pricing(waiver, answered)}
      onCheckout={() => {}}
      pending={false}
      checking={false}
      paymentProblem={null}
    />,
    { user: customer, seed: shop(waiver) },
  );

describe('the cart’s summary', () => {
  afterEach(() => cartExtras.reset());

  it('offers an optional waiver at its price on the rent, with the shop’s short terms beside it', async () => {
    const user = userEvent.setup();
    const waiver = {
      mode: 'optional',
      percent: 10,
      terms: 'Covers accidental damage; theft is not covered.',
      translations: { es: { terms: 'Cubre daños accidentales; no cubre el robo.' }, de: { terms: '' } },
    } as const;
    summary(waiver, withoutExtras);
    const box = screen.getByRole('checkbox', { name: 'Add the damage waiver (10 % of the rent): €70.30' });
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(waiver.terms);
    expect(text('cart-total')).toBe('€703.00');
    expect(text('due-at-pickup')).toBe('€703.00');
    expect(text('cart-deposit')).toBe('€500.00');
    await user.click(box);
    expect(cartExtras.getSnapshot().damageWaiver).toBe(true);
  });

  it('says a required waiver is included, its long terms behind “What it covers”', async () => {
    const user = userEvent.setup();
    const terms = `${'Accidental damage to the gear during the rental is covered up to its value. '.repeat(3)}\nTheft and loss are not.`;
    summary({ mode: 'required', percent: 10, terms, translations: { es: { terms: '' }, de: { terms: '' } } }, priced);
    const waiver = screen.getByTestId('damage-waiver');
    expect(within(waiver).getByText('The damage waiver is included (10 % of the rent): €70.30')).toBeTruthy();
    const disclosure = within(waiver).getByRole('button', { name: 'What it covers' });
    expect(disclosure.getAttribute('aria-expanded')).toBe('false');
    await user.click(disclosure);
    expect(disclosure.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('damage-waiver-terms').textContent).toBe(terms);
    expect(text('cart-waiver')).toBe('€70.30');
  });

  it('shows no waiver when the shop offers none', () => {
    summary(
      { mode: 'off', percent: 10, terms: '', translations: { es: { terms: '' }, de: { terms: '' } } },
      withoutExtras,
    );
    expect(screen.queryByTestId('damage-waiver')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toBeTruthy();
  });
});
