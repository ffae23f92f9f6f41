import { byNamespace } from '../namespaces';

/** The en texts of the storefront, the cart and sign-in: the chunk a page in en loads first. */
export default byNamespace(import.meta.glob('../locales/en/{common,catalog,product,reviews,cart,wishlist,errors,auth,kits}.json', { eager: true, import: 'default' }));
