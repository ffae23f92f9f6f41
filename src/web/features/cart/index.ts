/** Public entry of cart: adding a product to the cart, and the header's cart icon. */
export { AddToCartButton } from './components/add-to-cart-button';
export { CartHeaderIcon } from './components/cart-header-icon';
