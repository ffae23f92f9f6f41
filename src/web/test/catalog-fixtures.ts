import { noTranslations, type AdminCategory, type AdminProduct } from '@shared/schemas/catalog-admin';

/** A top-level category with two sub-categories and a product, as the administrators' API sends it. */
export const lenses: AdminCategory = {
  id: 3,
  name: 'Lenses',
  description: 'Glass for every mount.',
  parentId: null,
  parentName: null,
  childCount: 2,
  productCount: 1,
  translations: noTranslations,
};

/** A product of its own units (none yet), as the administrators' API sends it. */
export const camera: AdminProduct = {
  id: 12,
  name: 'Canon R5',
  description: 'Full-frame mirrorless body.',
  dailyPrice: '45.00',
  deposit: '300.00',
  brand: 'Canon',
  model: 'R5',
  categoryId: 3,
  imageUrl: null,
  cardImageUrl: null,
  kitParts: [],
  durationPrices: [],
  priceTemplateId: null,
  vatRate: null,
  bufferDays: 1,
  serviceEveryRentals: null,
  serviceEveryDays: null,
  categoryName: 'Cameras',
  itemCount: 0,
  translations: noTranslations,
};
