export { ShopFeedSection } from './components/shop-feed-section';
export { CustomerFeedCard } from './components/customer-feed-card';
