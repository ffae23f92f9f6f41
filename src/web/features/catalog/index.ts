/**
 * Public entry of catalog, the product domain every other feature builds on: queries for products,
 * categories and availability, and the pieces that show a product (card, image, grid, dates picker).
 */
export { getAvailability } from './api/get-availability';
export { getProductsByIds } from './api/get-products-by-ids';
export { useAvailability } from './api/use-availability';
export { categoriesQuery, useCategories } from './api/use-categories';
export { categoryQuery, useCategory } from './api/use-category';
export { productQuery, useProduct } from './api/use-product';
export { productsQuery, useProducts, type ProductFilters } from './api/use-products';
export { ProductCardSkeleton } from './components/product-card-skeleton';
export { ProductCard } from './components/product-card';
export { productGridCols, productGridSpacing } from './components/product-grid';
export { ProductImage } from './components/product-image';
export { ProductNameLink, ProductThumb } from './components/product-thumb';
export { CalendarLegend } from './components/rental-dates-picker/calendar-legend';
export { RentalDatesPicker } from './components/rental-dates-picker/lazy-rental-dates-picker';
export { categoryTree, sectionOf, sortCategories, type CategoryNode } from './lib/category-tree';
export { parseId } from './lib/parse-id';
