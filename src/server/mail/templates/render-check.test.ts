import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../../shared/languages';
import { testBrowser } from '../../test/browsers';
import { sampleMails } from '../../test/mail-samples';
import { hostileName, recipient } from '../../test/mail-assertions';
import { verificationMail } from './verification';

/**
 * Each mail in a real browser at a phone's width and at the layout's full width: nothing wider
 * than the screen, the button on it and big enough to tap, nothing fetched from the network.
 * Screenshots land in MAIL_SHOTS_DIR (/tmp/shots-mails by default) for a person to look at.
 */
const shots = process.env.MAIL_SHOTS_DIR ?? '/tmp/shots-mails';
const widths = [360, 600];
/** The flags DESIGN.md gives for Debian's Chromium. */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: testBrowser(),
    args: chromiumArgs,
  });
  mkdirSync(shots, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
});

/** A page that records every request it makes and fails on any dialog a script might open. */
async function mailPage(width: number) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  const requests: string[] = [];
  const dialogs: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, requests, dialogs };
}

async function layout(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    bodyScrollWidth: document.body.scrollWidth,
    viewport: window.innerWidth,
  }));
}

describe.each(languages)('the mails in %s', (language) => {
  it.each(widths)('fit %i px, with the button on screen and nothing loaded', async (width) => {
    const { page, requests } = await mailPage(width);
    for (const { name, mail } of await sampleMails(language)) {
      await page.setContent(mail.html, { waitUntil: 'load' });
      await page.screenshot({ path: join(shots, `${name}-${language}-${width}.png`), fullPage: true });
      const sizes = await layout(page);
      expect(sizes.viewport, name).toBe(width);
      expect(sizes.scrollWidth, `${name} overflows`).toBeLessThanOrEqual(width);
      expect(sizes.bodyScrollWidth, `${name} overflows`).toBeLessThanOrEqual(width);

      const button = page.locator('a[data-button="true"]').first();
      expect(await button.isVisible(), `${name}: button visible`).toBe(true);
      const box = await button.boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x, name).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(width);
      expect(box!.height, `${name}: a button tall enough to tap`).toBeGreaterThanOrEqual(44);
    }
    // setContent itself is no request: anything here would be an image, a font or a stylesheet.
    expect(requests).toEqual([]);
    await page.close();
  });
});

it('shows a hostile name as text in the browser, running nothing', async () => {
  const { page, dialogs } = await mailPage(360);
  const mail = await verificationMail('en', {
    to: { ...recipient, name: hostileName },
    confirmUrl: 'https://framehire.example.com/verify?token=t',
  });
  await page.setContent(mail.html, { waitUntil: 'load' });
  expect(await page.locator('script, img').count()).toBe(0);
  expect(await page.getByText(`Hello ${hostileName},`).count()).toBe(1);
  expect(dialogs).toEqual([]);
  await page.close();
});
