import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** `<…@host>`; nodemailer makes a random one when unset. */
  messageId?: string;
  /** Files sent with it (an invoice's PDF), as nodemailer takes them. */
  attachments?: MailAttachment[];
};
export type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type Mailer = { send: (mail: Mail) => Promise<void>; describe: string };

/**
 * A transport made by the first mail: nodemailer (about 12 MB resident) is loaded then, not at
 * start, as sharp and pdfkit are.
 */
function lazyTransport(make: (mailer: typeof import('nodemailer')) => Transporter) {
  let made: Promise<Transporter> | undefined;
  return () => (made ??= import('nodemailer').then((module) => make(module.default)));
}

/**
 * SMTP when SMTP_URL is set; otherwise the local outbox, where each mail is saved as an .eml
 * file under DATA_DIR/mail and its first link is logged, so a demo works with no mail server.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: (message: string) => void;
}): Mailer {
  if (options.smtpUrl) {
    const transport = lazyTransport((mailer) => mailer.createTransport(options.smtpUrl));
    return {
      describe: `SMTP (${new URL(options.smtpUrl).host})`,
      send: async (mail) => {
        await (await transport()).sendMail({ from: options.from, ...mail });
      },
    };
  }

  const outbox = join(options.dataDir, 'mail');
  const transport = lazyTransport((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  let outboxReady = false;
  return {
    describe: `the local outbox, ${outbox}`,
    send: async (mail) => {
      const info = await (await transport()).sendMail({ from: options.from, ...mail });
      if (!outboxReady) {
        // Mails hold live sign-in and reset links: only the shop's own user may read them. A
        // folder an older version made 0755 is closed too, which hides the files it holds.
        mkdirSync(options.dataDir, { recursive: true });
        mkdirSync(outbox, { recursive: true, mode: 0o700 });
        chmodSync(outbox, 0o700);
        outboxReady = true;
      }
      const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to}.eml`);
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
      options.log(`Mail to ${mail.to}: "${mail.subject}"${link ? ` ${link}` : ''} (saved in ${file})`);
    },
  };
}
