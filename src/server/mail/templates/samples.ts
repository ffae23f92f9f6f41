import type { Language } from '../../../shared/languages';
import type { Mail } from '../mailer';
import { incidentStatusMail } from './incident-status';
import { passwordResetMail } from './password-reset';
import { rentalReminderMail } from './rental-reminder';
import { rentalRequestedMail } from './rental-requested';
import { reviewInvitationMail } from './review-invitation';
import { signInAttemptsMail } from './sign-in-attempts';
import { signupAttemptMail } from './signup-attempt';
import { unitSwappedMail } from './unit-swapped';
import { verificationMail } from './verification';

/**
 * Every mail once, with the longest data a shop really has: a long product name, five units, a
 * sign-up token as long as better-auth's, a full incident description. For the render check.
 */
export async function sampleMails(language: Language): Promise<{ name: string; mail: Mail }[]> {
  const shop = 'https://framehire.example.com';
  const to = { email: 'maria.fernandez-mueller@example.com', name: 'María Fernández-Müller' };
  const productName = 'DJI RS 4 Pro Kamerastabilisierungssystem-Komplettpaket';
  const dates = { dateFrom: '2030-09-28', dateTo: '2030-10-04' } as const;
  const serialNumbers = ['DJI-RS4P-000123', 'DJI-RS4P-000124', 'DJI-RS4P-000125', 'DJI-RS4P-000126', 'DJI-RS4P-000127'];
  const token =
    'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6Im1hcmlhLmZlcm5hbmRlei1tdWVsbGVyQGV4YW1wbGUuY29tIiwiaWF0IjoxNzAwMDAwMDAwfQ.abcdefghijklmnopqrstuvwxyz0123456789';
  const rentalUrl = `${shop}/account/rental-requests/1024`;
  return [
    {
      name: 'verification',
      mail: await verificationMail(language, {
        to,
        confirmUrl: `${shop}/api/auth/verify-email?token=${token}&callbackURL=%2Flogin`,
      }),
    },
    {
      name: 'password-reset',
      mail: await passwordResetMail(language, {
        to,
        reason: 'forgot',
        resetUrl: `${shop}/reset-password?token=${token}`,
      }),
    },
    {
      name: 'rental-requested',
      mail: await rentalRequestedMail(language, {
        to,
        reference: 'FH-2030-001024',
        lines: [
          { productName, dates, serialNumbers, total: '12345.60' },
          { productName, dates: { dateFrom: '2030-10-01', dateTo: '2030-10-04' }, serialNumbers, total: '1234.50' },
        ],
        total: '13580.10',
        orderUrl: `${shop}/account/orders/1024`,
      }),
    },
    {
      name: 'rental-reminder',
      mail: await rentalReminderMail(language, { to, kind: 'ends', productName, dates, serialNumbers, rentalUrl }),
    },
    {
      name: 'incident-status',
      mail: await incidentStatusMail(language, {
        to,
        productName,
        type: 'ProductNotReceived',
        status: 'Closed',
        description:
          'Der Kurier hat das Paket am Freitag nicht zugestellt, obwohl die Sendungsverfolgung „zugestellt“ anzeigte. Ich war den ganzen Tag zu Hause und habe auch bei den Nachbarn nachgefragt, aber niemand hat etwas angenommen.',
        incidentUrl: `${shop}/account/incidents/77`,
      }),
    },
    {
      name: 'signup-attempt',
      mail: await signupAttemptMail(language, {
        to,
        loginUrl: `${shop}/login`,
        forgotPasswordUrl: `${shop}/forgot-password`,
      }),
    },
    {
      name: 'sign-in-attempts',
      mail: await signInAttemptsMail(language, { to, failures: 1234, forgotPasswordUrl: `${shop}/forgot-password` }),
    },
    {
      name: 'unit-swapped',
      mail: await unitSwappedMail(language, {
        to,
        productName,
        dates,
        newSerialNumber: 'DJI-RS4P-000128',
        replacedSerialNumber: serialNumbers[0]!,
        rentalUrl,
      }),
    },
    {
      name: 'review-invitation',
      mail: await reviewInvitationMail(language, { to, productName, productUrl: `${shop}/products/31` }),
    },
  ];
}
