/** Public entry of wishlist: the heart that saves a product, and the header's wishlist icon. */
export { WishlistHeaderIcon } from './components/wishlist-header-icon';
export { WishlistHeart } from './components/wishlist-heart';
