/*
 * What the server (and Vite's dev server) writes into the web app's page, and the web app reads.
 * No imports: vite.config.ts loads this file directly.
 */

/** The meta tag carrying the zone whose calendar the shop keeps (decision 008). */
export const SHOP_TIME_ZONE_META = 'framehire-shop-time-zone';

/** The zone is an IANA name checked at start ([A-Za-z0-9_/+-]), safe inside an attribute. */
export const shopPageHead = (timeZone: string) => `<meta name="${SHOP_TIME_ZONE_META}" content="${timeZone}">`;

/** The zone of the machine the shop runs on (TZ, or the system's), UTC when it has none. */
export const machineTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
