import type account from './locales/en/account.json';
import type audit from './locales/en/audit.json';
import type auth from './locales/en/auth.json';
import type cart from './locales/en/cart.json';
import type catalog from './locales/en/catalog.json';
import type common from './locales/en/common.json';
import type coupons from './locales/en/coupons.json';
import type dashboard from './locales/en/dashboard.json';
import type dashboardHome from './locales/en/dashboard-home.json';
import type desk from './locales/en/desk.json';
import type errors from './locales/en/errors.json';
import type incidents from './locales/en/incidents.json';
import type kits from './locales/en/kits.json';
import type kitsAreas from './locales/en/kits-areas.json';
import type picker from './locales/en/picker.json';
import type planner from './locales/en/planner.json';
import type priceTemplates from './locales/en/price-templates.json';
import type product from './locales/en/product.json';
import type quotes from './locales/en/quotes.json';
import type rentals from './locales/en/rentals.json';
import type reports from './locales/en/reports.json';
import type reviews from './locales/en/reviews.json';
import type staff from './locales/en/staff.json';
import type integrations from './locales/en/integrations.json';
import type exportsTexts from './locales/en/exports.json';
import type apiTokens from './locales/en/api-tokens.json';
import type calendarFeeds from './locales/en/calendar-feeds.json';
import type waitlist from './locales/en/waitlist.json';
import type webhooks from './locales/en/webhooks.json';
import type wishlist from './locales/en/wishlist.json';

/**
 * Translation keys are typed from the English files (the source; es and de carry the same keys,
 * see locales.test.ts): `t('a.wrong.key')` fails the type check, also with a default value.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    strictKeyChecks: true;
    resources: {
      account: typeof account;
      audit: typeof audit;
      auth: typeof auth;
      cart: typeof cart;
      catalog: typeof catalog;
      common: typeof common;
      coupons: typeof coupons;
      dashboard: typeof dashboard;
      'dashboard-home': typeof dashboardHome;
      desk: typeof desk;
      errors: typeof errors;
      incidents: typeof incidents;
      kits: typeof kits;
      'kits-areas': typeof kitsAreas;
      picker: typeof picker;
      planner: typeof planner;
      'price-templates': typeof priceTemplates;
      product: typeof product;
      quotes: typeof quotes;
      rentals: typeof rentals;
      reports: typeof reports;
      reviews: typeof reviews;
      staff: typeof staff;
      integrations: typeof integrations;
      exports: typeof exportsTexts;
      'api-tokens': typeof apiTokens;
      'calendar-feeds': typeof calendarFeeds;
      waitlist: typeof waitlist;
      webhooks: typeof webhooks;
      wishlist: typeof wishlist;
    };
  }
}
