export { ShopFeedSection } from './components/shop-feed-section';
