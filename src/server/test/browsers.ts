/**
 * The browser the tests drive (the end-to-end journeys, the mails drawn and checked by axe):
 * Debian's Chromium headless shell, package chromium-headless-shell (decision 074). The same
 * Blink and V8 as the full browser, without the window, profile and UI layers underneath that
 * cost the journeys a fifth of their time; the build Playwright drives by default where it can
 * download browsers. CHROMIUM_PATH, when set, points the tests at another Chromium.
 */
export const TEST_BROWSER = { path: '/usr/bin/chromium-headless-shell', debianPackage: 'chromium-headless-shell' };

export const testBrowser = () => process.env.CHROMIUM_PATH || TEST_BROWSER.path;
