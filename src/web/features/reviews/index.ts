/** Public entry of reviews: a product's reviews section. */
export { ReviewsSection } from './components/reviews-section';
export { productReviewsQuery } from './api/use-product-reviews';
