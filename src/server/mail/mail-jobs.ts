import { eq } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import { asLanguage, type Language } from '../../shared/languages';
import type { Incident } from '../../shared/schemas/incident';
import type { Rental } from '../../shared/schemas/rental';
import type { Database, Executor } from '../db/client';
import { user } from '../db/schema/auth';
import type { JobQueue } from '../jobs/queue';
import type { RentalReader } from '../rentals/service';
import type { Mailer } from './mailer';
import { passwordResetMail, type PasswordResetMailData } from './templates/password-reset';
import { incidentStatusMail } from './templates/incident-status';
import { rentalReminderMail } from './templates/rental-reminder';
import { rentalRequestedMail } from './templates/rental-requested';
import { signupAttemptMail, type SignupAttemptMailData } from './templates/signup-attempt';
import { verificationMail, type VerificationMailData } from './templates/verification';

/*
 * Every mail is a job on the queue (jobs/queue.ts): the request that causes it only adds the job,
 * so a slow or failing mail server never slows a booking or a sign-up, and a failed send is
 * retried with backoff. A mail about a record carries only its id and is written when it is
 * sent, from the record as it is then, in its owner's saved language; an account mail carries
 * its link and the language of the visit that asked for it.
 */
export type MailJob =
  | ({ kind: 'verification'; language: Language } & VerificationMailData)
  | ({ kind: 'password-reset'; language: Language } & PasswordResetMailData)
  | { kind: 'rental-requested'; rentalId: number }
  | { kind: 'rental-reminder'; rentalId: number; reminder: 'starts' | 'ends' }
  | { kind: 'incident-status'; incidentId: number }
  | ({ kind: 'signup-attempt'; language: Language } & Pick<SignupAttemptMailData, 'to'>);

export const MAIL_TASK = 'mail';

export const queueMail = (jobs: JobQueue, mail: MailJob, tx?: Executor) => jobs.add(MAIL_TASK, mail, {}, tx);

/** An incident as its status mail tells it, or null once it is gone. */
export type IncidentReader = {
  findForMail(incidentId: number): Promise<(Incident & { userName: string; userEmail: string; productName: string }) | null>;
};

export function createMailTask(deps: {
  db: Database;
  mailer: Mailer;
  rentals: RentalReader;
  incidents: IncidentReader;
  shopUrl: string;
}): Task {
  const { db, mailer, rentals, incidents } = deps;
  const link = (path: string) => new URL(path, deps.shopUrl).toString();

  async function savedLanguage(userId: string): Promise<Language> {
    const [row] = await db.select({ language: user.language }).from(user).where(eq(user.id, userId));
    return asLanguage(row?.language);
  }

  const rentalFacts = (rental: Rental) => ({
    to: { email: rental.userEmail, name: rental.userName },
    productName: rental.productName,
    dates: { dateFrom: rental.dateFrom, dateTo: rental.dateTo },
    serialNumbers: rental.items.map((item) => item.serialNumber),
    rentalUrl: link(`/account/rental-requests/${rental.id}`),
  });

  async function write(mail: MailJob) {
    switch (mail.kind) {
      case 'verification':
        return verificationMail(mail.language, mail);
      case 'password-reset':
        return passwordResetMail(mail.language, mail);
      case 'rental-requested': {
        // Cancelled before the mail went out: there is nothing left to confirm.
        const rental = await rentals.find(mail.rentalId);
        if (!rental) return null;
        return rentalRequestedMail(await savedLanguage(rental.userId), { ...rentalFacts(rental), total: rental.total });
      }
      case 'rental-reminder': {
        const rental = await rentals.find(mail.rentalId);
        if (!rental) return null;
        return rentalReminderMail(await savedLanguage(rental.userId), { ...rentalFacts(rental), kind: mail.reminder });
      }
      case 'incident-status': {
        const incident = await incidents.findForMail(mail.incidentId);
        if (!incident) return null;
        return incidentStatusMail(await savedLanguage(incident.userId), {
          to: { email: incident.userEmail, name: incident.userName },
          productName: incident.productName,
          type: incident.type,
          status: incident.status,
          description: incident.description,
          incidentUrl: link(`/account/incidents/${incident.id}`),
        });
      }
      case 'signup-attempt':
        return signupAttemptMail(mail.language, {
          to: mail.to,
          loginUrl: link('/login'),
          forgotPasswordUrl: link('/forgot-password'),
        });
    }
  }

  return async (payload) => {
    const mail = await write(payload as MailJob);
    if (mail) await mailer.send(mail);
  };
}
