import { cartLineCents, cartLineDailyCents, type CartLine } from '@shared/cart';
import { percentOf } from '@shared/discounts';
import { toCents } from '@shared/money';
import { chargedDays, type OpeningRules } from '@shared/opening-days';
import type { CartPrice, CartPriceRequest } from '@shared/schemas/pricing';
import { cartDepositCents } from './checkout-money';

/** A line's charged days, daily price for them and rent, in cents. */
export type LinePrice = { chargedDays: number; dailyCents: number; totalCents: number };

/** The server's answer with the request it answers: its lines follow the request's, one for one. */
export type PricedCart = { request: CartPriceRequest; price: CartPrice };

/** What the cart's summary shows, from the server's answer or (`checked` false) the cart's own sums. */
export type CartFigures = {
  /** From the server (POST /api/cart/price); false: the lines' own sums, without coupon or waiver. */
  checked: boolean;
  /** The lines' rent: daily price x charged days x units, added up. */
  rentCents: number;
  discountCents: number;
  waiverCents: number;
  totalCents: number;
  depositCents: number;
  /** The VAT the total includes, per rate, highest first; none when not checked. */
  vat: { rate: number; cents: number }[];
  /** True when the customer's business owes the VAT (reverse charge): every figure is without VAT. */
  reverseCharge: boolean;
  /** The rents the waiver would be a percentage of, line by line (rounded per line, as the server does). */
  lineRents: number[];
};

type Keyed = { productId: number; dateFrom: string; dateTo: string; quantity: number };

const keyOf = (line: Keyed) => `${line.productId}|${line.dateFrom}|${line.dateTo}|${line.quantity}`;
const keyOfLine = (line: CartLine) =>
  keyOf({
    productId: line.product.id,
    dateFrom: line.range.dateFrom,
    dateTo: line.range.dateTo,
    quantity: line.quantity,
  });

/** The lines of a price question: product, days and units of each, in the cart's order. */
export const priceLines = (lines: CartLine[]) =>
  lines.map((line) => ({
    productId: line.product.id,
    dateFrom: line.range.dateFrom,
    dateTo: line.range.dateTo,
    quantity: line.quantity,
  }));

/** A line's figures as the cart works them out itself, from the prices it was given last. */
export function ownLinePrice(line: CartLine, rules: OpeningRules): LinePrice {
  return {
    chargedDays: chargedDays(line.range, rules),
    dailyCents: cartLineDailyCents(line, rules),
    totalCents: cartLineCents(line, rules),
  };
}

/**
 * The server's figures by line (product, days and units): a line changed since the question was
 * asked finds none, and shows its own until the next answer comes.
 */
export function answeredLines(priced: PricedCart | undefined): Map<string, LinePrice> {
  const found = new Map<string, LinePrice>();
  priced?.request.lines.forEach((asked, index) => {
    const answer = priced.price.lines[index];
    if (!answer) return;
    found.set(keyOf(asked), {
      chargedDays: answer.chargedDays,
      dailyCents: toCents(answer.dailyPrice),
      totalCents: toCents(answer.total),
    });
  });
  return found;
}

export const answeredLine = (answered: Map<string, LinePrice>, line: CartLine) => answered.get(keyOfLine(line));

/**
 * The summary's figures: the server's answer when there is one (it may be the last answer while
 * the next is on its way), else the lines' own sums with no discount and no waiver.
 */
export function cartFigures(
  lines: CartLine[],
  rules: OpeningRules,
  depositsEnabled: boolean,
  priced: PricedCart | undefined,
): CartFigures {
  if (priced) {
    const { price } = priced;
    const lineRents = price.lines.map((line) => toCents(line.total));
    return {
      checked: true,
      rentCents: lineRents.reduce((sum, cents) => sum + cents, 0),
      discountCents: toCents(price.discount),
      waiverCents: toCents(price.damageWaiver),
      totalCents: toCents(price.total),
      depositCents: toCents(price.deposit),
      vat: price.vat.map((group) => ({ rate: group.rate, cents: toCents(group.amount) })),
      reverseCharge: price.vatTreatment === 'reverse_charge',
      lineRents,
    };
  }
  const lineRents = lines.map((line) => cartLineCents(line, rules));
  const rentCents = lineRents.reduce((sum, cents) => sum + cents, 0);
  return {
    checked: false,
    rentCents,
    discountCents: 0,
    waiverCents: 0,
    totalCents: rentCents,
    depositCents: depositsEnabled ? cartDepositCents(lines) : 0,
    vat: [],
    reverseCharge: false,
    lineRents,
  };
}

/** The damage waiver's price on these rents: `percent` of each line's, rounded per line as the server rounds it. */
export const waiverPriceCents = (percent: number, lineRents: readonly number[]) =>
  lineRents.reduce((sum, cents) => sum + percentOf(cents, percent), 0);
