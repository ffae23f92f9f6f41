/** The demo shop's logins, printed by `npm start`; only ever created in a demo database. */
export const DEMO_PASSWORD = 'Framehire!2026';

export const DEMO_LOGINS = [
  { role: 'owner', email: 'admin@framehire.test', fullName: 'Alex Morgan', isAdmin: true, language: 'en' },
  { role: 'customer', email: 'lucia@framehire.test', fullName: 'Lucía Fernández', isAdmin: false, language: 'es' },
  { role: 'customer', email: 'jonas@framehire.test', fullName: 'Jonas Becker', isAdmin: false, language: 'de' },
  // Staff in the roles of decision 092: the counter runs the desk, the accountant the books.
  { role: 'counter', email: 'desk@framehire.test', fullName: 'Sam Okafor', isAdmin: true, language: 'en' },
  { role: 'accountant', email: 'books@framehire.test', fullName: 'Ines Vogel', isAdmin: true, language: 'de' },
] as const;
