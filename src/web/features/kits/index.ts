/**
 * Public entry of kits, a product built from other products with a count each: its
 * badge, its page's "What's in the box", and a booked kit's units by part, for the storefront,
 * the rentals, the orders, the desk and the dashboard's catalogue.
 */
export { KitBadge } from './components/kit-badge';
export { KitContents } from './components/kit-contents';
export { KitPartGroups } from './components/kit-part-groups';
export { perKit, unitsByPart, type PartUnits } from './lib/units-by-part';
