import type { Task } from 'graphile-worker';
import type { OpeningRules } from '../../shared/opening-days';
import type { Database } from '../db/client';
import type { Publish, Subscriber } from '../events';
import type { JobQueue } from '../jobs';
import type { Mailer } from '../mail/mailer';
import type { MailWriter } from '../mail/mail-jobs';
import type { Holds } from '../stripe/holds';
import type { ShopCalendar } from '../shop-calendar';

/*
 * A subscriber of the shop's events, one file each in this folder (decision 070): which events it
 * takes and how (the publisher reads that as an event is written: events/publish.ts), and the job
 * task that handles one delivery (the worker runs it: app/job-worker.ts). What it does with an
 * event lives with its domain (the mails in mail/, the waitlist in waitlist/, …).
 */

/** What a subscriber's task may be made from, in the worker's process. */
export type SubscriberContext = {
  db: Database;
  calendar: ShopCalendar;
  jobs: JobQueue;
  publish: Publish;
  openingRules: () => Promise<OpeningRules>;
  mailer: Mailer;
  writeMail: MailWriter;
  shopUrl: string;
  /** Online payments' holds, when the shop takes payments online. */
  holds: Holds | null;
};

/** The shop's switches that decide which subscribers run. */
export type SubscriberSwitches = { onlinePayments: boolean };

export type EventSubscriber = Subscriber & {
  /** Whether this shop runs it; always when left out. */
  runsWhen?: (switches: SubscriberSwitches) => boolean;
  /** The job task that handles one delivery. */
  task: (context: SubscriberContext) => Task;
};
