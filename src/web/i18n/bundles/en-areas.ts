import { byNamespace } from '../namespaces';

/** The en texts of the account and the dashboard: loaded with their pages. */
export default byNamespace(import.meta.glob('../locales/en/{account,audit,dashboard,dashboard-home,desk,incidents,integrations,rentals,waitlist,kits,kits-areas}.json', { eager: true, import: 'default' }));
