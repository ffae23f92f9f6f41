/*
 * business/'s face: what other folders use of it (eslint/folder-direction.js). Business customers:
 * their company and VAT number, VIES's answer on it, and what the shop allows them
 * (docs/business-customers.md). Its table is schema.ts.
 */
export { createBusinessAccounts, checkoutBusinessColumn, type BusinessAccounts } from './service';
export { createVies, type Vies } from './vies';
