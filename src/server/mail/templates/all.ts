/*
 * Every mail the shop writes, in one module that mail-jobs.ts loads on the first mail: React
 * Email and its components take about 33 MB, which a server that has sent nothing yet need not hold.
 */
export { accountInvitationMail } from './account-invitation';
export { depositSettledMail } from './deposit-settled';
export { incidentStatusMail } from './incident-status';
export { invoiceDueMail } from './invoice-due';
export { orderLapsedMail } from './order-lapsed';
export { orderPaidMail } from './order-paid';
export { orderPaymentLinkMail } from './order-payment-link';
export { orderRefundedMail } from './order-refunded';
export { passwordResetMail } from './password-reset';
export { rentalDaysClosedMail } from './rental-days-closed';
export { rentalCancelledMail } from './rental-cancelled';
export { rentalExtendedMail } from './rental-extended';
export { rentalOverdueMail } from './rental-overdue';
export { rentalReminderMail } from './rental-reminder';
export { rentalRescheduledMail } from './rental-rescheduled';
export { rentalReturnedMail } from './rental-returned';
export { rentalRequestedMail } from './rental-requested';
export { signInAttemptsMail } from './sign-in-attempts';
export { signupAttemptMail } from './signup-attempt';
export { staffInvitationMail } from './staff-invitation';
export { unitSwappedMail } from './unit-swapped';
export { verificationMail } from './verification';
export { waitlistUnitFreeMail } from './waitlist-unit-free';
