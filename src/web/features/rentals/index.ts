/**
 * Public entry of rentals: where a rental stands at the hand-over desk (handed over, returned,
 * overdue with its late fee), for the other pages that list rentals (an order's lines).
 */
export { HandOverBadges } from './components/hand-over-badges';
/** A rental's one status (decision 099), for an order's lines. */
export { RentalStatusBadge } from './components/rental-status-badge';
/** The picker and quote of a change of dates, for the order page's "Change dates". */
export { RescheduleForm, type RescheduleChange } from './components/reschedule-rental-modal';
