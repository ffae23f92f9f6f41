/**
 * Public entry of orders: staff's changes of one line of an order, their popups and
 * when each may be offered, and the order they need, for the hand-over desk, which changes a
 * rental's line before its units are handed over. Each popup refetches what the change moves,
 * the desk's lists included (api/refetch-after-line-change.ts).
 */
export { useAdminOrder } from './api/use-admin-order';
// Staff's quotes (features/quotes) take their lines and customer as staff's orders do.
export { useCustomerByEmail } from './api/use-take-order';
export { StaffOrderLine, type DraftLine } from './components/staff-order-line';
export { CancelLineDialog, mayCancelLine } from './components/cancel-line-button';
export { ChangeDatesDialog, mayChangeLineDates } from './components/change-dates-dialog';
export { ChangePriceDialog, mayChangeLinePrice } from './components/change-price-dialog';
export { ChangeUnitsDialog, mayChangeLineUnits } from './components/change-units-dialog';
// The desk's check-in reads a service's cost as the order page's amount fields read theirs.
export { amountFromInput } from './lib/amount-input';
// Which of those changes the signed-in person's role may make (decision 092).
export { useAllowedLineChanges } from './components/use-allowed-line-changes';
