/**
 * The toolbar's modes (SPEC section 2 "Manage catalogue"): in edit mode a click on an element
 * opens its form, in delete mode its delete confirmation; without a mode a click browses
 * (a category's children, a product's shop page). The two modes exclude each other.
 */
export type CatalogMode = 'edit' | 'delete' | null;

/** Pressing a mode's button turns it on (turning the other one off), or off when it was on. */
export function toggleMode(current: CatalogMode, pressed: 'edit' | 'delete'): CatalogMode {
  return current === pressed ? null : pressed;
}
