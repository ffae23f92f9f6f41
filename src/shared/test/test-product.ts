import type { Product } from '../schemas/catalog';

/** A product as the API returns it, for unit tests of what the browser keeps (cart, wishlist). */
export const testProduct = (id: number, dailyPrice = '10.00', name = `Product ${id}`): Product => ({
  id,
  name,
  description: '',
  dailyPrice,
  deposit: '0.00',
  brand: 'Brand',
  model: `M${id}`,
  categoryId: 1,
  imageUrl: null,
  cardImageUrl: null,
  kitParts: [],
  durationPrices: [],
});
