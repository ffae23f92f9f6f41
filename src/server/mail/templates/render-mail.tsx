import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { Mail } from '../mailer';

/** Who a mail goes to: the address, and the name it greets. */
export type Recipient = { email: string; name: string };

/** The part of html-to-text's formatter interface used below (the package ships no types). */
type TextBuilder = {
  openBlock: (options: { leadingLineBreaks: number }) => void;
  closeBlock: (options: { trailingLineBreaks: number }) => void;
  addInline: (text: string, options?: { noWordTransform: boolean }) => void;
  addLineBreak: () => void;
};
type TextElement = { attribs?: Record<string, string>; children: unknown };

/**
 * react-email's plain-text rendering, with two changes for the reader of the text part: the
 * title keeps its case (not "BESTÄTIGE DEINE E-MAIL-ADRESSE"), and the button becomes its label
 * and, on a line of its own, its address, as hand-written mails put it.
 */
const htmlToTextOptions = {
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'a[data-button=true]', format: 'mailButton' },
    { selector: '[data-text=label]', format: 'detailLabel' },
    { selector: '[data-text=inline]', format: 'inline' },
  ],
  formatters: {
    mailButton: (element: TextElement, walk: (nodes: unknown, builder: TextBuilder) => void, builder: TextBuilder) => {
      builder.openBlock({ leadingLineBreaks: 2 });
      walk(element.children, builder);
      builder.addInline(':');
      builder.addLineBreak();
      builder.addInline(element.attribs?.href ?? '', { noWordTransform: true });
      builder.closeBlock({ trailingLineBreaks: 2 });
    },
    detailLabel: (element: TextElement, walk: (nodes: unknown, builder: TextBuilder) => void, builder: TextBuilder) => {
      walk(element.children, builder);
      builder.addInline(': ');
    },
  },
};

/** Both parts from one element: the HTML, and its plain-text rendering. */
export async function renderMail(to: string, subject: string, element: ReactElement): Promise<Mail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true, htmlToTextOptions })]);
  return { to, subject, html, text: text.replace(/\n{3,}/g, '\n\n').trim() };
}

/**
 * A mail's links leave the shop's site, so they must be absolute http(s) addresses: a relative
 * path or another scheme is the caller's mistake, caught here rather than in a reader's inbox.
 */
export function linkUrl(url: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:'))
    throw new Error(`A mail link must be an absolute http(s) URL: ${url}`);
  return url;
}
