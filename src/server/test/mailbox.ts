import { SMTPServer } from 'smtp-server';
import { parseMail, type ReceivedMail } from './mail-message';

/** A real SMTP server on a free local port that keeps what it receives, for tests to read. */
export async function startMailbox(port = 0) {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const recipients = session.envelope.rcptTo.map((address) => address.address);
        received.push(parseMail(Buffer.concat(chunks).toString('utf8'), recipients));
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as { port: number };

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    /** The newest mail to `address`, waiting up to `timeoutMs` for it to arrive. */
    async waitFor(address: string, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.findLast((candidate) => candidate.to.includes(address.toLowerCase()));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    clear: () => received.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;
