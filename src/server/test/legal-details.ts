/**
 * A German shop's legal details as the invoice tests save them (Settings → Legal details): its
 * name, address, VAT number and e-mail, and the bank account invoices on account are paid to.
 */
export const TEST_LEGAL = {
  name: 'Framehire Test GmbH',
  street: 'Hauptstraße 1',
  postcode: '10115',
  city: 'Berlin',
  country: 'DE',
  vatId: 'DE123456789',
  email: 'shop@example.com',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  accountHolder: 'Framehire Test GmbH',
};

/** A French production company VIES knows (the tests' stand-in): a business in another member state. */
export const LUMIERE = {
  company: 'Productions Lumière SA',
  vatId: 'FR40303265045',
  vies: { name: 'SA PRODUCTIONS LUMIERE', address: '12 RUE DE LA PAIX 75002 PARIS' },
  billingAddress: { street: '12 rue de la Paix', postcode: '75002', city: 'Paris', country: 'FR' },
};
