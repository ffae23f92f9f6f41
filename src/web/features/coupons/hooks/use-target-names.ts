import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@shared/schemas/catalog';
import type { Coupon } from '@shared/schemas/coupon';
import { useCouponCategories, useCouponProductNames } from '../api/use-coupon-targets';
import type { TargetNames } from '../lib/coupon-texts';

/** "Lenses › Prime lenses" for a child category, so two levels read apart in one list. */
function categoryLabel(category: Pick<Category, 'name' | 'parentId'>, byId: Map<number, Category>) {
  const parent = category.parentId === null ? undefined : byId.get(category.parentId);
  return parent ? `${parent.name} › ${category.name}` : category.name;
}

/** Every category by id, and each one's label, in label order. */
export function useCategoryLabels() {
  const categories = useCouponCategories();
  return useMemo(() => {
    const byId = new Map((categories.data ?? []).map((category) => [category.id, category]));
    const labels = (categories.data ?? [])
      .map((category) => ({ value: category.id, label: categoryLabel(category, byId) }))
      .sort((a, b) => a.label.localeCompare(b.label));
    return { labels, loaded: categories.data !== undefined };
  }, [categories.data]);
}

/**
 * The names of the products and categories the coupons are limited to: "…" while they load,
 * "#12 (removed)" for one the catalogue no longer has.
 */
export function useTargetNames(coupons: Coupon[] | undefined): TargetNames {
  const { t } = useTranslation('coupons');
  const productIds = useMemo(() => (coupons ?? []).flatMap((coupon) => coupon.productIds), [coupons]);
  const products = useCouponProductNames(productIds);
  const categories = useCategoryLabels();
  return useMemo(() => {
    const productNames = new Map((products.data ?? []).map((product) => [product.id, product.name]));
    const categoryNames = new Map(categories.labels.map((option) => [option.value, option.label]));
    const name = (names: Map<number, string>, loaded: boolean) => (id: number) =>
      names.get(id) ?? (loaded ? t('targets.gone', { id }) : '…');
    return {
      product: name(productNames, products.data !== undefined && !products.isPlaceholderData),
      category: name(categoryNames, categories.loaded),
    };
  }, [t, products.data, products.isPlaceholderData, categories]);
}
