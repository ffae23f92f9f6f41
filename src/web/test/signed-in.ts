import type { CurrentUser } from '@shared/schemas/user';

/*
 * The people the web's tests sign in as. Plain data, apart from render-screen.tsx (which loads
 * React and Mantine), so the tests of lib/ functions can build their orders from them too.
 */

/** An administrator, signed in. */
export const admin: CurrentUser = {
  id: 'admin-1',
  fullName: 'Ada Admin',
  email: 'ada@example.com',
  phoneNumber: null,
  isAdmin: true,
  role: 'owner',
  avatarUrl: null,
  language: 'en',
  billingAddress: null,
  business: null,
};

/** A counter employee of the shop, signed in (decision 092: the desk, orders and payments taken). */
export const counter: CurrentUser = {
  ...admin,
  id: 'counter-1',
  fullName: 'Dana Desk',
  email: 'dana@example.com',
  role: 'counter',
};

/** The shop's accountant, signed in (orders, invoices and exports read, payments recorded). */
export const accountant: CurrentUser = {
  ...admin,
  id: 'accountant-1',
  fullName: 'Bea Books',
  email: 'bea@example.com',
  role: 'accountant',
};

/** The shop's manager, signed in: everything but the staff and the shop's legal and payment details. */
export const manager: CurrentUser = {
  ...admin,
  id: 'manager-1',
  fullName: 'Mia Manager',
  email: 'mia@example.com',
  role: 'manager',
};

/** A customer, signed in. */
export const customer: CurrentUser = {
  ...admin,
  id: 'customer-1',
  fullName: 'Carl Customer',
  isAdmin: false,
  role: 'customer',
};
