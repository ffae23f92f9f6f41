import type { AdminUser } from '@shared/schemas/user';
import { accountant, admin, counter } from '@/test/render-screen';

const staffMember = (
  person: { id: string; fullName: string; email: string },
  role: AdminUser['role'],
  createdAt = '2024-01-02T10:00:00.000Z',
): AdminUser => ({
  id: person.id,
  fullName: person.fullName,
  email: person.email,
  phoneNumber: null,
  isAdmin: role !== 'customer',
  role,
  createdAt,
  business: null,
});

/** The signed-in owner of the component tests (render-screen's `admin`), as the staff list has her. */
export const ownerAda = staffMember(admin, 'owner');

/** A counter employee (render-screen's `counter`). */
export const counterDana = staffMember(counter, 'counter');

/** The shop's accountant (render-screen's `accountant`). */
export const accountantBea = staffMember(accountant, 'accountant');

/** A manager. */
export const managerMia = staffMember(
  { id: 'manager-1', fullName: 'Mia Manager', email: 'mia@example.com' },
  'manager',
);

/** `person` in another role, as the server answers a change. */
export const inRole = (person: AdminUser, role: AdminUser['role']): AdminUser => ({
  ...person,
  role,
  isAdmin: role !== 'customer',
});

/** Someone the invitation just opened an account for (now, by the test's clock). */
export const invitedNow = (email: string, fullName: string, role: AdminUser['role']): AdminUser =>
  staffMember({ id: 'invited-1', fullName, email }, role, new Date().toISOString());
