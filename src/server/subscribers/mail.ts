import { createMailSubscriber, MAIL_SUBSCRIBER } from '../mail/event-mails';
import type { EventSubscriber } from './subscriber';

/** Every event may mean a mail to someone (mail/event-mails.ts says which, event by event). */
export default {
  name: MAIL_SUBSCRIBER,
  task: (context) =>
    createMailSubscriber({
      db: context.db,
      write: context.writeMail,
      mailer: context.mailer,
      shopUrl: context.shopUrl,
      jobs: context.jobs,
    }),
} satisfies EventSubscriber;
