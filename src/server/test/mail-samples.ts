import type { Language } from '../../shared/languages';
import type { Mail } from '../mail/mailer';
import { accountInvitationMail } from '../mail/templates/account-invitation';
import { depositSettledMail } from '../mail/templates/deposit-settled';
import { incidentStatusMail } from '../mail/templates/incident-status';
import { orderLapsedMail } from '../mail/templates/order-lapsed';
import { orderPaidMail } from '../mail/templates/order-paid';
import { orderPaymentLinkMail } from '../mail/templates/order-payment-link';
import { orderRefundedMail } from '../mail/templates/order-refunded';
import { passwordResetMail } from '../mail/templates/password-reset';
import { rentalDaysClosedMail } from '../mail/templates/rental-days-closed';
import { rentalCancelledMail } from '../mail/templates/rental-cancelled';
import { rentalExtendedMail } from '../mail/templates/rental-extended';
import { rentalOverdueMail } from '../mail/templates/rental-overdue';
import { rentalReminderMail } from '../mail/templates/rental-reminder';
import { rentalRequestedMail } from '../mail/templates/rental-requested';
import { rentalReturnedMail } from '../mail/templates/rental-returned';
import { reviewInvitationMail } from '../mail/templates/review-invitation';
import { signInAttemptsMail } from '../mail/templates/sign-in-attempts';
import { signupAttemptMail } from '../mail/templates/signup-attempt';
import { staffInvitationMail } from '../mail/templates/staff-invitation';
import { unitSwappedMail } from '../mail/templates/unit-swapped';
import { verificationMail } from '../mail/templates/verification';
import { waitlistUnitFreeMail } from '../mail/templates/waitlist-unit-free';

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
  const orderUrl = `${shop}/account/orders/1024`;
  const reference = 'FH-2030-001024';
  const lines = [
    { productName, dates, serialNumbers, total: '12345.60', depositPerUnit: '1250.00' },
    {
      productName,
      dates: { dateFrom: '2030-10-01', dateTo: '2030-10-04' },
      serialNumbers,
      total: '1234.50',
      depositPerUnit: '99.99',
    },
  ] as const;
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
      name: 'account-invitation',
      mail: await accountInvitationMail(language, {
        to,
        setPasswordUrl: `${shop}/api/auth/reset-password/${token}?callbackURL=%2Freset-password`,
        days: 7,
      }),
    },
    {
      name: 'staff-invitation',
      mail: await staffInvitationMail(language, {
        to,
        invitedBy: 'Bartholomew Fernández-Müller',
        role: 'manager',
        shop: new URL(shop).host,
        setPasswordUrl: `${shop}/api/auth/reset-password/${token}?callbackURL=%2Freset-password`,
        days: 7,
      }),
    },
    {
      name: 'order-payment-link',
      mail: await orderPaymentLinkMail(language, {
        to,
        reference,
        lines: [...lines],
        amount: '13580.10',
        paymentUrl: `https://checkout.stripe.com/c/pay/cs_live_${token}`,
        payBy: '2030-09-20T10:35:00.000Z',
        timeZone: 'Europe/Madrid',
      }),
    },
    {
      name: 'rental-requested',
      mail: await rentalRequestedMail(language, {
        to,
        reference,
        lines: [...lines],
        total: '13580.10',
        payAtPickup: '13580.10',
        orderUrl,
      }),
    },
    {
      name: 'order-paid',
      mail: await orderPaidMail(language, {
        kind: 'confirmation',
        to,
        reference,
        lines: [...lines],
        paid: '13580.10',
        channel: 'stripe',
        orderUrl,
      }),
    },
    {
      name: 'order-paid-receipt',
      mail: await orderPaidMail(language, {
        kind: 'receipt',
        to,
        reference,
        paid: '13580.10',
        channel: 'terminal',
        orderUrl,
      }),
    },
    {
      name: 'order-lapsed',
      mail: await orderLapsedMail(language, { to, reference, lines: [...lines], bookAgainUrl: `${shop}/all-products` }),
    },
    {
      name: 'order-refunded',
      mail: await orderRefundedMail(language, {
        to,
        reference,
        refunded: '6790.05',
        refundedInAll: '13580.10',
        channel: 'stripe',
        why: { kind: 'rules', fullRefundDaysBefore: 14, lateRefundPercent: 50 },
        orderUrl,
      }),
    },
    {
      name: 'deposit-kept',
      mail: await depositSettledMail(language, {
        to,
        reference,
        outcome: 'kept',
        amount: '1234.56',
        taken: '13749.95',
        reason:
          'Die Frontlinse des Objektivs hat einen tiefen Kratzer, der bei der Rückgabe festgestellt wurde; die Reparatur beim Hersteller kostet laut Kostenvoranschlag diesen Betrag.',
        channel: 'terminal',
        orderUrl,
      }),
    },
    {
      name: 'rental-reminder',
      mail: await rentalReminderMail(language, { to, kind: 'ends', productName, dates, serialNumbers, rentalUrl }),
    },
    {
      name: 'rental-overdue',
      mail: await rentalOverdueMail(language, {
        to,
        productName,
        dates,
        serialNumbers,
        daysLate: 3,
        feePerDay: '1234.50',
        feeSoFar: '3703.50',
        shopAddress: ['Framehire Verleih Friedrichshain', 'Karl-Marx-Allee 123', '10243 Berlin', 'Deutschland'],
        rentalUrl,
      }),
    },
    {
      name: 'rental-cancelled',
      mail: await rentalCancelledMail(language, {
        to,
        reference,
        orderCancelled: false,
        lines: lines.map(({ productName, dates, total }) => ({ productName, dates, total })),
        money: { kind: 'refund', refunded: '6790.05', channel: 'stripe', kept: '6790.05' },
        stillDue: '12345.60',
        orderUrl,
        creditNotes: [{ number: 'CN-2030-00042', kind: 'credit_note' }],
      }),
    },
    {
      name: 'rental-returned',
      mail: await rentalReturnedMail(language, {
        to,
        productName,
        reference,
        dates,
        findings: [
          {
            unit: serialNumbers[0]!,
            condition: 'damaged',
            note: 'Die Frontlinse des Objektivs hat einen tiefen Kratzer, der bei der Rückgabe festgestellt wurde; der Gimbal-Motor der Rollachse klingt rau.',
          },
          { unit: serialNumbers[1]!, condition: 'missing', note: 'Laut Kundin noch im Studio in Potsdam.' },
        ],
        photos: 12,
        depositHeld: '13749.95',
        damageWaiver: true,
        lateFee: {
          amount: '3703.50',
          daysLate: 3,
          channel: 'terminal',
          counted: { pieces: 1, perDay: '1234.50', per: 'kit' },
          invoice: { number: 'INV-2030-00042', kind: 'invoice' },
        },
        rentalUrl,
      }),
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
      name: 'rental-extended',
      mail: await rentalExtendedMail(language, {
        to,
        productName,
        dates,
        previousDateTo: '2030-09-30',
        addedDays: 4,
        amountCents: 1234560,
        paidBy: 'at_return',
        rentalUrl,
      }),
    },
    {
      name: 'rental-days-closed',
      mail: await rentalDaysClosedMail(language, {
        to,
        orderReference: reference,
        rentals: [
          { productName, dates, closed: [{ kind: 'pick-up', date: dates.dateFrom }], underWay: false },
          {
            productName,
            dates,
            closed: [
              { kind: 'pick-up', date: dates.dateFrom },
              { kind: 'return', date: dates.dateTo },
            ],
            underWay: true,
          },
        ],
        rentalUrl,
      }),
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
    {
      name: 'waitlist-unit-free',
      mail: await waitlistUnitFreeMail(language, {
        to,
        productName,
        dates,
        cartUrl: `${shop}/cart?add=31&from=${dates.dateFrom}&to=${dates.dateTo}`,
      }),
    },
  ];
}
