import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type AxeCore from 'axe-core';

/**
 * The axe-core @axe-core/playwright runs (its dependency, not the shop's: another package may
 * bring another version of it), for the same rules on both paths of `runAxe`.
 */
const axe = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as typeof AxeCore;

/** WCAG 2.1 levels A and AA: the rules every screen of the shop must pass. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * What one expectAccessible adds to the test's timeout. Measured with A11Y_TIMING on two cores
 * (the CI machine's): 0.4 to 2.9 s per check with the machine's load at 8, up to 6.6 s in the
 * full suite at a load of 17; the same checks took three times as long when each axe run
 * injected axe afresh (17.6 to 21.1 s per check in a CI run).
 */
const CHECK_TIME = 15_000;

type Scheme = 'light' | 'dark';

type AxeNode = {
  target: unknown[];
  html: string;
  failureSummary?: string;
  any: { data?: unknown }[];
  all: { data?: unknown }[];
  none: { data?: unknown }[];
};
type AxeViolation = { id: string; impact?: string | null; help: string; helpUrl: string; nodes: AxeNode[] };

/** axe-core, as it is in the page once injected. */
type AxeWindow = { axe?: typeof AxeCore };

type ContrastData = {
  fgColor?: string;
  bgColor?: string;
  contrastRatio?: number;
  expectedContrastRatio?: string;
  fontSize?: string;
  fontWeight?: string;
};

/** "#868e96 on #ffffff is 3.32:1, needs 4.5:1 (10.5pt normal)" for a colour-contrast finding. */
function colours(node: AxeNode): string {
  const data = [...node.any, ...node.all, ...node.none]
    .map((check) => check.data as ContrastData | undefined)
    .find((found) => found && typeof found === 'object' && 'fgColor' in found);
  if (!data) return '';
  return ` ${data.fgColor} on ${data.bgColor} is ${data.contrastRatio}:1, needs ${data.expectedContrastRatio} (${data.fontSize} ${data.fontWeight})`;
}

function describe(scheme: Scheme, violations: AxeViolation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const where = node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' | ');
      const why = colours(node) || ` (${(node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ')})`;
      return `[${scheme}] ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n    at ${where}${why}\n    ${node.html.slice(0, 160)}`;
    }),
  );
}

async function scheme(page: Page): Promise<Scheme> {
  const value = await page.locator('html').getAttribute('data-mantine-color-scheme');
  if (value !== 'light' && value !== 'dark') throw new Error(`No colour scheme on <html> (found ${value})`);
  return value;
}

/** Waits until no finite CSS animation or transition is running (fading popups, theme colours). */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let round = 0; round < 20; round++) {
      await frame();
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      // A tooltip or popover fades in by a style set a frame or two after it mounts, before there
      // is an animation to wait for: axe would read its colours half blended with the page's.
      const fading = [...document.querySelectorAll('[role="tooltip"], [role="dialog"], [role="menu"]')].some(
        (element) => Number(getComputedStyle(element).opacity) < 1,
      );
      if (running.length === 0 && !fading) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * Switches to `target` the way a person would where they can: pressing the header's theme
 * button from the keyboard. Where it is out of reach (a phone-sized window keeps it in the
 * menu drawer; an open popup traps focus), the choice is written where the toggle writes it
 * (localStorage `theme`) and announced with the storage event Mantine listens to.
 */
async function switchTo(page: Page, target: Scheme) {
  const toggle = page.getByRole('button', { name: /^Switch to (dark|light) theme$/ });
  const popupOpen =
    (await page
      .locator(
        '[role="dialog"]:visible, [role="menu"]:visible, [role="listbox"]:visible, .mantine-Popover-dropdown:visible',
      )
      .count()) > 0;
  if (!popupOpen && (await toggle.isVisible())) {
    const focused = await page.evaluateHandle(() => document.activeElement);
    await toggle.press('Enter');
    await page.evaluate((element) => {
      if (element instanceof HTMLElement && element !== document.body) element.focus({ preventScroll: true });
    }, focused);
    await focused.dispose();
  } else {
    await page.evaluate((value) => {
      const old = localStorage.getItem('theme');
      localStorage.setItem('theme', value);
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'theme', oldValue: old, newValue: value, storageArea: localStorage }),
      );
    }, target);
  }
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', target);
}

/** Whether a finding was on a toast that left, or began to fade out, while axe ran. */
async function onLeavingToast(page: Page, violations: AxeViolation[]) {
  const targets = violations.flatMap((violation) =>
    violation.nodes.map((node) => node.target.at(-1)).filter((target): target is string => typeof target === 'string'),
  );
  return page.evaluate(
    (selectors) =>
      selectors.some((selector) => {
        const element = document.querySelector(selector);
        const toast = element?.closest('.mantine-Notification-root');
        return element === null || (toast && Number(getComputedStyle(toast).opacity) < 1);
      }),
    targets,
  );
}

/** All the WCAG 2.1 A and AA rules; only the violations are reported, so only they get their nodes' details. */
const OPTIONS: AxeCore.RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] };

/**
 * The WCAG 2.1 A and AA rules whose answer a theme can change: the colours they read. A theme
 * switch changes only colours (Mantine sets `data-mantine-color-scheme` and its CSS variables),
 * never the page's elements, names, roles or labels, so the other rules answer the same in both
 * themes; they run once, in the first theme (decision 068).
 */
const COLOUR_RULES: AxeCore.RunOptions = {
  runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] },
  resultTypes: ['violations'],
};

/**
 * axe-core's rules on the screen, in the page itself. axe is put in the page once, and stays for
 * the next runs while the document does (@axe-core/playwright sent and compiled its 580 kB for
 * every run, and again in a blank page it opened to merge the results). A screen with frames
 * goes through @axe-core/playwright, which puts axe in each frame (no screen of the shop has one).
 */
async function runAxe(page: Page, options: AxeCore.RunOptions): Promise<AxeViolation[]> {
  if (page.frames().length > 1) {
    const results = await new AxeBuilder({ page }).options(options).analyze();
    return results.violations as AxeViolation[];
  }
  const present = await page.evaluate((version) => (window as AxeWindow).axe?.version === version, axe.version);
  // Configured as @axe-core/playwright configures it: the rules' help links say who ran them.
  if (!present) await page.evaluate(`${axe.source};axe.configure({ branding: { application: 'playwright' } });`);
  return page.evaluate(async (options) => {
    const results = await (window as AxeWindow).axe!.run(document, options);
    return results.violations as AxeViolation[];
  }, options);
}

/**
 * axe-core on the screen once its animations have settled. A toast times out on its own: when
 * one begins to leave during the run, its fading colours are not the theme's, so the run is
 * repeated on the settled screen.
 */
async function scan(page: Page, options: AxeCore.RunOptions): Promise<AxeViolation[]> {
  for (let attempt = 1; ; attempt++) {
    await settle(page);
    const violations = await runAxe(page, options);
    if (violations.length === 0 || attempt === 3 || !(await onLeavingToast(page, violations))) return violations;
  }
}

/**
 * Runs axe-core's WCAG 2.1 A and AA rules on the screen as it is now, in the current theme, and
 * the rules that read colours in the other one (COLOUR_RULES), switches back, and fails with every
 * finding (rule, element, colours).
 * `screen` names the screen in the message (and in the A11Y_REPORT file, when that is set).
 * With A11Y_TIMING set to a file, each check adds a line there with the time it took (how
 * CHECK_TIME is measured).
 */
export async function expectAccessible(page: Page, screen: string) {
  // Two axe runs and two theme switches take a second or two, more on a busy machine: each check
  // brings its own time, so a journey's timeout still measures the journey.
  test.info().setTimeout(test.info().timeout + CHECK_TIME);
  await test.step(`axe: ${screen}`, async () => {
    const began = performance.now();
    const first = await scheme(page);
    const second: Scheme = first === 'dark' ? 'light' : 'dark';
    const storedBefore = await page.evaluate(() => localStorage.getItem('theme'));

    const found: Record<Scheme, AxeViolation[]> = { light: [], dark: [] };
    found[first] = await scan(page, OPTIONS);
    await switchTo(page, second);
    found[second] = await scan(page, COLOUR_RULES);
    await switchTo(page, first);
    // Leave the saved choice as it was: no choice means "follow the system".
    if (storedBefore === null) await page.evaluate(() => localStorage.removeItem('theme'));
    await settle(page);
    const timing = process.env.A11Y_TIMING;
    if (timing) {
      appendFileSync(
        timing,
        `${JSON.stringify({ test: test.info().title, screen, ms: Math.round(performance.now() - began) })}\n`,
      );
    }

    const report = process.env.A11Y_REPORT;
    if (report) {
      for (const current of [first, second]) {
        for (const violation of found[current]) {
          appendFileSync(
            report,
            `${JSON.stringify({ test: test.info().title, screen, scheme: current, rule: violation.id, nodes: violation.nodes.length, details: describe(current, [violation]) })}\n`,
          );
        }
      }
      return;
    }
    const lines = [...describe(first, found[first]), ...describe(second, found[second])];
    expect(lines, `axe found ${lines.length} WCAG 2.1 AA problem(s) on ${screen}:\n${lines.join('\n')}\n`).toEqual([]);
  });
}
