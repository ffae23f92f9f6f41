/**
 * The toolbar's modes (SPEC section 2 "Manage catalogue"): in edit mode a click on an element
 * opens its form, in delete mode its delete confirmation, in history mode its page of the audit
 * log; without a mode a click browses (a category's children, a product's shop page). The modes
 * exclude each other.
 */
export type CatalogMode = 'edit' | 'delete' | 'history' | null;

/** Pressing a mode's button turns it on (turning another one off), or off when it was on. */
export function toggleMode(current: CatalogMode, pressed: Exclude<CatalogMode, null>): CatalogMode {
  return current === pressed ? null : pressed;
}
