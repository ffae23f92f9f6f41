import { byNamespace } from '../namespaces';

/** The de texts of the storefront, the cart and sign-in: the chunk a page in de loads first. */
export default byNamespace(import.meta.glob('../locales/de/{common,catalog,product,reviews,cart,wishlist,errors,auth,kits}.json', { eager: true, import: 'default' }));
