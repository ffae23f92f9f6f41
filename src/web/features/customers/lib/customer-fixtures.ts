import type { AdminUser } from '@shared/schemas/user';

/** A business customer whose VAT number VIES confirmed; not (yet) paying on invoice. */
export const studio: AdminUser = {
  id: 'user-studio',
  fullName: 'Nora Studio',
  email: 'nora@studio.example',
  phoneNumber: null,
  isAdmin: false,
  role: 'customer',
  createdAt: '2030-01-02T10:00:00.000Z',
  business: {
    company: 'Lumen Studio GmbH',
    vatId: 'DE123456789',
    purchaseOrderRequired: false,
    vatCheck: { status: 'valid', checkedAt: '2030-01-02T10:00:01.000Z', requestId: 'WAPIAAAAX1' },
    payOnInvoice: false,
    paymentTermsDays: 14,
  },
};

/** A business customer VIES could not answer about, paying on invoice within 45 days. */
export const agency: AdminUser = {
  id: 'user-agency',
  fullName: 'Ada Agency',
  email: 'ada@agency.example',
  phoneNumber: '+34 600 000 000',
  isAdmin: false,
  role: 'customer',
  createdAt: '2030-01-03T10:00:00.000Z',
  business: {
    company: 'Plano Agencia SL',
    vatId: 'ESB12345678',
    purchaseOrderRequired: true,
    vatCheck: { status: 'unavailable', checkedAt: '2030-01-03T10:00:09.000Z', requestId: null },
    payOnInvoice: true,
    paymentTermsDays: 45,
  },
};

/** A private customer: no business, no invoice terms. */
export const privateCustomer: AdminUser = {
  id: 'user-private',
  fullName: 'Paul Private',
  email: 'paul@example.com',
  phoneNumber: null,
  isAdmin: false,
  role: 'customer',
  createdAt: '2030-01-04T10:00:00.000Z',
  business: null,
};
