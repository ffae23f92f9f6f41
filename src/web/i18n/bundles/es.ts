import { byNamespace } from '../namespaces';

/** The es texts of the storefront, the cart and sign-in: the chunk a page in es loads first. */
export default byNamespace(import.meta.glob('../locales/es/{common,catalog,product,reviews,cart,wishlist,errors,auth,kits}.json', { eager: true, import: 'default' }));
