import { SMTPServer } from 'smtp-server';
import { parseMail, type ReceivedMail } from './mail-message';

/**
 * How the mailbox answers the next mails: take them, refuse the next `refuse` of them with a
 * temporary failure (451, as a busy server does), or read them and never answer (a stalled server).
 */
export type MailboxBehaviour = 'accept' | 'stall' | { refuse: number };

/** A real SMTP server on a free local port that keeps what it receives, for tests to read. */
export async function startMailbox(port = 0) {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  let behaviour: MailboxBehaviour = 'accept';
  /** Mails read but not answered while stalling; answered (accepted) when the mailbox accepts again. */
  const stalled: (() => void)[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        attempts += 1;
        const accept = () => {
          const recipients = session.envelope.rcptTo.map((address) => address.address);
          received.push(parseMail(Buffer.concat(chunks).toString('utf8'), recipients));
          waiters.splice(0).forEach((wake) => wake());
          callback();
        };
        if (behaviour === 'stall') return stalled.push(accept);
        if (typeof behaviour === 'object' && behaviour.refuse > 0) {
          behaviour = { refuse: behaviour.refuse - 1 };
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        }
        accept();
      });
    },
  });
  // A client killed mid-conversation (the crash tests kill the shop while it sends) resets its
  // connection: a real mail server shrugs that off, and so does this one.
  server.on('error', () => {});
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
    behave(next: MailboxBehaviour) {
      behaviour = next;
      if (next !== 'stall') stalled.splice(0).forEach((accept) => accept());
    },
    /** Mails read and not yet answered, while stalling. */
    get stalledCount() {
      return stalled.length;
    },
    /** Every mail the server read, answered or not. */
    get attempts() {
      return attempts;
    },
    close: () => {
      stalled.splice(0).forEach((accept) => accept());
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;
