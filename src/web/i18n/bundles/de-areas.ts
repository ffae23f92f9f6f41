import { byNamespace } from '../namespaces';

/** The de texts of the account and the dashboard: loaded with their pages. */
export default byNamespace(
  import.meta.glob(
    '../locales/de/{account,api-tokens,audit,calendar-feeds,coupons,dashboard,dashboard-home,desk,exports,incidents,integrations,kits,kits-areas,planner,price-templates,quotes,rentals,reports,staff,waitlist,webhooks}.json',
    { eager: true, import: 'default' },
  ),
);
