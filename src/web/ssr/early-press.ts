import { pageTakenOver } from './page-slice';

/*
 * A button pressed on a server-written page before the app has taken it over reaches no code:
 * the page is painted first and the app fetched after it (decision 059), so on a slow phone
 * there is a moment when "Rental dates" or the menu does nothing. The page's first script keeps
 * the last press, if it was on a button (shared/shop-page.ts); once every slice is alive, the app
 * presses it again, as the person meant. A press after the app started is the app's own: it
 * supersedes the early one, which is then forgotten (two presses would open and close a menu).
 */

declare global {
  // Kept by the page's first script, from before the first paint: the last press, if on a button. Read once,
  // as the app starts: what it keeps afterwards is never read.
  var fhPress: HTMLButtonElement | null | undefined;
}

/** Takes the early press from the page's first script; call just before React takes the page over. */
export function replayEarlyPress() {
  const pressed = globalThis.fhPress;
  if (!pressed) return;
  let superseded = false;
  document.addEventListener('click', () => (superseded = true), { capture: true, once: true });
  // A button React replaced or disabled meanwhile takes the press as nothing, as for a person.
  void pageTakenOver().then(() => superseded || pressed.click());
}
