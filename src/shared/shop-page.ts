/*
 * What the server (and Vite's dev server) writes into the web app's page, and the web app reads.
 * No imports: vite.config.ts loads this file directly.
 */

/** The meta tag carrying the zone whose calendar the shop keeps (decision 008). */
export const SHOP_TIME_ZONE_META = 'framehire-shop-time-zone';

/** The localStorage keys of the visitor's choices (SPEC section 3). */
export const THEME_STORAGE_KEY = 'theme';
export const LANGUAGE_STORAGE_KEY = 'language';

/** The language choice again, where the server can read it to write the page in it. */
export const LANGUAGE_COOKIE = 'language';

/**
 * Runs before the first paint, so a saved dark theme (or a dark system preference while nothing
 * is saved) never flashes light: the page is written without knowing it (the server cannot read
 * localStorage). It also hands the saved language to the server for the next page, for choices
 * made before the cookie existed. And it keeps the last press on a button from the first
 * moment (`self.fhPress`): on a server-written page a press before the app has taken it over
 * reaches no code, and the app presses it again once it has (src/web/ssr/early-press.ts). The
 * app's loader comes too late for that on a slow machine: it is fetched after the page is parsed.
 * The same bytes on every page: the content security policy allows it by its hash (decision
 * 030), no nonce needed, so pages stay cacheable.
 */
export const FIRST_PAINT_SCRIPT =
  `addEventListener("click",function(e){self.fhPress=e.target.closest("[type=button]")},!0);` +
  `try{var s=localStorage,t=s.getItem("${THEME_STORAGE_KEY}"),d=document.documentElement;` +
  `d.setAttribute("data-mantine-color-scheme",t==="dark"||t==="light"?t:` +
  `matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light");` +
  `var l=s.getItem("${LANGUAGE_STORAGE_KEY}");` +
  `if(/^(en|es|de)$/.test(l)&&document.cookie.indexOf("${LANGUAGE_COOKIE}="+l)<0)` +
  `document.cookie="${LANGUAGE_COOKIE}="+l+"; path=/; max-age=31536000; samesite=lax"}catch(e){}`;

/** The zone is an IANA name checked at start ([A-Za-z0-9_/+-]), safe inside an attribute. */
export const shopPageHead = (timeZone: string) =>
  `<meta name="${SHOP_TIME_ZONE_META}" content="${timeZone}"><script>${FIRST_PAINT_SCRIPT}</script>`;

/** The zone of the machine the shop runs on (TZ, or the system's), UTC when it has none. */
export const machineTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
