import type { ReactNode } from 'react';
import type { Language } from '../../../shared/languages';
import type { Mail } from '../mailer';
import { commonTexts } from './common-texts';
import { MailLayout } from './layout';
import { ActionButton, Paragraph } from './parts';
import { linkUrl, renderMail, type Recipient } from './render-mail';

/**
 * The shape most of the shop's mails share, written once: the layout, the greeting by name, the
 * mail's own content, then its one button (with the fallback link in the reader's language) and
 * whatever quieter lines follow it. A template supplies only its words and facts.
 */
export function renderLetter(
  language: Language,
  letter: {
    to: Recipient;
    subject: string;
    /** The line most clients show after the subject in the inbox. */
    preview: string;
    title: string;
    /** Why this address receives the mail, for the footer. */
    reason: string;
    action: { href: string; label: string };
    children: ReactNode;
    /** After the button: a muted "ignore this if…" line, a second way on. */
    after?: ReactNode;
  },
): Promise<Mail> {
  const common = commonTexts[language];
  return renderMail(
    letter.to.email,
    letter.subject,
    <MailLayout language={language} preview={letter.preview} title={letter.title} reason={letter.reason}>
      <Paragraph>{common.greeting(letter.to.name)}</Paragraph>
      {letter.children}
      <ActionButton href={linkUrl(letter.action.href)} label={letter.action.label} fallback={common.buttonFallback} />
      {letter.after}
    </MailLayout>,
  );
}
