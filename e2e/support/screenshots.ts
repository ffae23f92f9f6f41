import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

type Scheme = 'light' | 'dark';

/** Sets the theme where the header's toggle keeps it (localStorage `theme`), announced as Mantine listens for it. */
async function setTheme(page: Page, value: Scheme) {
  await page.evaluate((value) => {
    const old = localStorage.getItem('theme');
    localStorage.setItem('theme', value);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'theme', oldValue: old, newValue: value, storageArea: localStorage }),
    );
  }, value);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', value);
}

/**
 * The screen in both themes, at a phone's and a laptop's width, for a person to look at: into
 * SHOTS_DIR when that is set, else the test's output folder, as `<name>-<width>-<theme>.jpg`.
 * Without SHOTS_DIR (`npm test`, where no one looks unless a journey fails) each theme and each
 * width is drawn once, the phone dark and the laptop light, half the pictures (decision 101).
 * The page is left as it was found: at its window size, in the same theme, with the same saved choice.
 * A step of its own in the report, so `npm run test:slowest`'s figures can tell its share.
 */
export async function screenshots(page: Page, name: string, widths: readonly number[] = [390, 1280]) {
  await test.step(`screenshots: ${name}`, () => shoot(page, name, widths));
}

/**
 * JPEG at quality 90: Chromium encodes a whole page's PNG in about three times the CPU (a
 * 1280 × 2829 px catalogue: some 1.4 s a shot under the suite's load against 0.45 to 1.1 s), for
 * about 370 shots a run, and a person looking at a screen sees the same (decision 071).
 */
const FORMAT = { type: 'jpeg', quality: 90 } as const;

const BOTH: readonly Scheme[] = ['light', 'dark'];

/** The themes drawn at the `index`th of `count` widths: both for a person; else one each, alternating. */
function schemesAt(index: number, count: number, forAPerson: boolean): readonly Scheme[] {
  if (forAPerson || count === 1) return BOTH;
  return [index % 2 === 0 ? 'dark' : 'light'];
}

async function shoot(page: Page, name: string, widths: readonly number[]) {
  const shotsDir = process.env.SHOTS_DIR;
  const viewport = page.viewportSize();
  const schemeBefore = await page.locator('html').getAttribute('data-mantine-color-scheme');
  const storedBefore = await page.evaluate(() => localStorage.getItem('theme'));
  // From the top: a page scrolled to a field would draw its sticky header in the middle of the shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const [index, width] of widths.entries()) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    for (const colorScheme of schemesAt(index, widths.length, Boolean(shotsDir))) {
      await page.emulateMedia({ colorScheme });
      // The theme is set where the header's toggle keeps it: an accessibility check may have pressed that toggle.
      await setTheme(page, colorScheme);
      // Colours fade over a few hundred milliseconds after a theme switch: wait for the finite
      // animations to end, or a picture catches icons half-way between the two themes.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      );
      const file = `${name}-${width}-${colorScheme}.jpg`;
      if (shotsDir) mkdirSync(shotsDir, { recursive: true });
      await page.screenshot({
        path: shotsDir ? `${shotsDir}/${file}` : test.info().outputPath(file),
        // The whole page for a person; the window alone otherwise: a picture kept only as a
        // failed journey's context, at a fraction of a long page's capture (decision 101).
        fullPage: Boolean(shotsDir),
        ...FORMAT,
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(viewport ?? { width: 1280, height: 800 });
  if (schemeBefore === 'light' || schemeBefore === 'dark') await setTheme(page, schemeBefore);
  // The saved choice as it was (none means "follow the system").
  await page.evaluate((stored) => {
    if (stored === null) localStorage.removeItem('theme');
    else localStorage.setItem('theme', stored);
  }, storedBefore);
}
