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
 * A search sent with Enter before then (the catalogue's form, the only one with role=search on a
 * page the server writes) goes where the app would send it, `/catalog-search/` and the trimmed
 * words (paths.catalogSearch; storefront-ssr.spec.ts fails should they part), and a blank one
 * nowhere (SPEC section 5): the browser's own submit would reload the page and lose the words.
 * Once the app has a search form, its handler has prevented the default before this one runs,
 * which then does nothing. The same bytes on every page: the content security policy allows it
 * by its hash (decision 030), no nonce needed, so pages stay cacheable.
 */
export const FIRST_PAINT_SCRIPT =
  `addEventListener("click",function(e){self.fhPress=e.target.closest("[type=button]")},!0);` +
  `addEventListener("submit",function(e){var f=e.target,i=f.querySelector("input[type=search]");` +
  `if(e.defaultPrevented||f.getAttribute("role")!=="search"||!i)return;e.preventDefault();var v=i.value.trim();` +
  `if(v)location.assign("/catalog-search/"+encodeURIComponent(v))});` +
  `try{var s=localStorage,t=s.getItem("${THEME_STORAGE_KEY}"),d=document.documentElement;` +
  `d.setAttribute("data-mantine-color-scheme",t==="dark"||t==="light"?t:` +
  `matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light");` +
  `var l=s.getItem("${LANGUAGE_STORAGE_KEY}");` +
  `if(/^(en|es|de)$/.test(l)&&document.cookie.indexOf("${LANGUAGE_COOKIE}="+l)<0)` +
  `document.cookie="${LANGUAGE_COOKIE}="+l+"; path=/; max-age=31536000; samesite=lax"}catch(e){}`;

/**
 * The script that loads the app after the first paint. A module, so it runs once the page is
 * parsed; `data-ssr` (set by the server) marks a page with its content, painted before anything
 * else is fetched. It adds the app's stylesheets (`data-css` on the page's <html>), preloads the
 * modules named in `data-preload` (the large ones the entry imports; on a page the server wrote,
 * its language's chunk too, storefront-pages.ts), and imports the app (`data-entry`) when the
 * stylesheets are in, as a `<script>` after them did. The page names the files (the build's
 * scripts/critical-css-plugin.ts), so the script is the same in every build: inline in the page's
 * head (nothing to fetch before the paint), allowed by its hash as FIRST_PAINT_SCRIPT is.
 *
 * "After the paint" is the browser's word for it: the first contentful paint's entry and, where
 * the browser times elements, the paint of each picture marked `elementtiming` (the product's,
 * the largest thing on its page). A frame's callback came too early: the frame it runs in is
 * shown later, and what was asked for in between was counted in the paint. Within 3 s whatever
 * happens, so a picture that never paints cannot keep the app away (every browser the shop
 * supports times paints: Baseline since 2021). Written small by hand: it counts in the first
 * load's JavaScript budget.
 */
export const APP_LOADER_SCRIPT =
  `let g=0,d=document,h=d.documentElement,D=h.dataset,a=(r,u,f)=>d.head.append(Object.assign(d.createElement("link"),{rel:r,href:u,onload:f,onerror:f})),` +
  `s=()=>g++||(Promise.all(D.css.split(" ").map(u=>new Promise(f=>a("stylesheet",u,f)))).then(()=>import(D.entry)),` +
  `D.preload.split(" ").map(u=>u&&a("modulepreload",u))),` +
  `p=PerformanceObserver,t=p.supportedEntryTypes,n=t.includes("element")?d.querySelectorAll("[elementtiming]").length:0,` +
  `o=new p(l=>{l.getEntries().map(e=>e.name!="first-paint"&&n--);n<0&&setTimeout(s)});` +
  `D.ssr!=null?(o.observe({type:"paint",buffered:1}),n&&o.observe({type:"element",buffered:1}),setTimeout(s,3e3)):s()`;

/** The zone is an IANA name checked at start ([A-Za-z0-9_/+-]), safe inside an attribute. */
export const shopPageHead = (timeZone: string) =>
  `<meta name="${SHOP_TIME_ZONE_META}" content="${timeZone}"><script>${FIRST_PAINT_SCRIPT}</script>`;

/** The zone of the machine the shop runs on (TZ, or the system's), UTC when it has none. */
export const machineTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
