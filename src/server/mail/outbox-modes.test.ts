import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

/*
 * Without SMTP_URL every mail is a file under DATA_DIR/mail, and a reset or sign-in mail holds a
 * live link: other users of the machine may not read it.
 */

const scratch = mkdtempSync(join(tmpdir(), 'framehire-outbox-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const mode = (path: string) => statSync(path).mode & 0o777;
const mail = {
  to: 'reset@example.com',
  subject: 'Reset',
  text: 'http://localhost:3000/reset?token=t',
  html: '<p>x</p>',
};

describe('the local outbox', () => {
  it('writes each mail 0600 in a mail folder it makes 0700, whatever the umask', async () => {
    const dataDir = join(scratch, 'fresh');
    mkdirSync(dataDir, { mode: 0o755 });
    const previous = process.umask(0o000);
    try {
      const mailer = createMailer({ smtpUrl: undefined, from: 'shop@example.com', dataDir, log: () => {} });
      await mailer.send(mail);
      await mailer.send({ ...mail, to: 'second@example.com' });
    } finally {
      process.umask(previous);
    }
    expect(mode(dataDir), 'DATA_DIR itself is left as it was').toBe(0o755);
    expect(mode(join(dataDir, 'mail'))).toBe(0o700);
    const files = readdirSync(join(dataDir, 'mail'));
    expect(files).toHaveLength(2);
    for (const file of files) expect(mode(join(dataDir, 'mail', file)), file).toBe(0o600);
  });

  it('closes a mail folder an older version left open', async () => {
    const dataDir = join(scratch, 'older');
    mkdirSync(join(dataDir, 'mail'), { recursive: true });
    chmodSync(join(dataDir, 'mail'), 0o755);
    await createMailer({ smtpUrl: undefined, from: 'shop@example.com', dataDir, log: () => {} }).send(mail);
    expect(mode(join(dataDir, 'mail'))).toBe(0o700);
  });
});
