import { vi } from 'vitest';
import type { AdminSettings, ShopSettingsPatch } from '@shared/schemas/settings';

/*
 * The settings the settings form's tests start from: every day open, payment at pick-up, 19 % and
 * 7 % VAT, the waiver off, no seasons, DATEV's SKR03 accounts. Each test changes what it is about;
 * answerSave stands in for the server's PATCH.
 */

type Pricing = AdminSettings['pricing'];
type Overrides = Omit<Partial<AdminSettings>, 'pricing' | 'accounting'> & {
  pricing?: Partial<Pricing>;
  datev?: Partial<AdminSettings['accounting']['datev']>;
};

export const SKR03_DATEV: AdminSettings['accounting']['datev'] = {
  consultantNumber: '',
  clientNumber: '',
  accountLength: 4,
  fiscalYearStartMonth: 1,
  debtorAccount: '10000',
  reverseChargeAccount: '8336',
  revenueAccounts: [
    { rate: 19, account: '8400' },
    { rate: 7, account: '8300' },
  ],
};

export const NO_WAIVER: Pricing['damageWaiver'] = {
  mode: 'off',
  percent: 10,
  terms: '',
  translations: { es: { terms: '' }, de: { terms: '' } },
};

/** The settings with `overrides`; `pricing` and `datev` are merged into the defaults' own. */
export function adminSettings({ pricing, datev, ...overrides }: Overrides = {}): AdminSettings {
  return {
    openingDays: [1, 2, 3, 4, 5, 6, 7],
    closedDates: [],
    leadTimeDays: 0,
    closedDaysFree: false,
    payments: { methods: ['at_pickup'] },
    cancellation: { fullRefundDaysBefore: 2, lateRefundPercent: 50 },
    deposits: { enabled: true },
    legal: {
      name: '',
      street: '',
      postcode: '',
      city: '',
      country: '',
      vatId: '',
      email: '',
      iban: '',
      bic: '',
      accountHolder: '',
    },
    invoices: { prefix: 'INV', creditNotePrefix: 'CN', reminderDays: [7, 14] },
    quotes: { prefix: 'QUO', validDays: 14, holdUnits: false, terms: '', termsVersion: 0 },
    maintenance: { outOfServiceWhenDue: false },
    vat: { standardRate: 19, reducedRates: [7] },
    lateFees: { mode: 'percent', percent: 100, fixed: '0.00' },
    pricing: { weekendAsOneDay: false, damageWaiver: NO_WAIVER, seasons: [], ...pricing },
    accounting: { datev: { ...SKR03_DATEV, ...datev } },
    stripeConfigured: false,
    paymentHoldMinutes: 30,
    updatedAt: null,
    ...overrides,
  };
}

/**
 * From now on answers the PATCH with `answer` and keeps the bodies it was sent; any other request
 * fails at once. After renderScreen, which stubs fetch itself.
 */
export function answerSave(answer: { status: number; body: unknown }) {
  const sent: ShopSettingsPatch[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    if (request.method !== 'PATCH') return new Response(null, { status: 503 });
    sent.push((await request.json()) as ShopSettingsPatch);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}
