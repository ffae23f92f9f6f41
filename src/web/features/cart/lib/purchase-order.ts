import { useSyncExternalStore } from 'react';

/*
 * The purchase-order number a business customer gives for the order at checkout
 * (docs/business-customers.md): printed on its invoices, and required when the customer's
 * business says its orders need one. Kept while the page lives, as the business's details are
 * (lib/business-buyer.ts), and cleared once an order took it.
 */

/** The longest number the server takes. */
export const PURCHASE_ORDER_MAX = 60;

export type PurchaseOrderState = { value: string; invalid: boolean };

const empty: PurchaseOrderState = { value: '', invalid: false };
let state = empty;
const listeners = new Set<() => void>();

function publish(next: PurchaseOrderState) {
  state = next;
  for (const listener of listeners) listener();
}

export const purchaseOrder = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set: (value: string) => publish({ value, invalid: false }),
  /** Refused: by the form's check (required and empty) or by the server (PURCHASE_ORDER_REQUIRED). */
  refuse: () => publish({ ...state, invalid: true }),
  reset: () => publish(empty),
  /** What to send: the number typed, trimmed; undefined when there is none. */
  toSend: () => state.value.trim() || undefined,
};

export function usePurchaseOrder(): PurchaseOrderState {
  return useSyncExternalStore(purchaseOrder.subscribe, purchaseOrder.get, () => empty);
}

/** The id of the field, for moving the focus to it when it is refused. */
export const PURCHASE_ORDER_FIELD_ID = 'purchase-order';
