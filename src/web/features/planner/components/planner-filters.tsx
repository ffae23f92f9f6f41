import { useState } from 'react';
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useCategoryOptions, useProductOptions } from '../api/use-filter-options';
import classes from './planner.module.css';

export type PickedFilters = { productId?: number; categoryId?: number };

type Option = { value: string; label: string };

type Props = {
  filters: PickedFilters;
  /** The chosen product's name, once the planner has named it. */
  productName: string | undefined;
  onFilters: (changes: PickedFilters) => void;
};

/**
 * The planner's category and product filters: searchable, asking the catalogue as one types.
 * (The catalogue's own pickers would do, but sharing them splits them into chunks of their own,
 * whose names the storefront's route table would carry within its JavaScript budget.)
 */
export function PlannerFilters({ filters, productName, onFilters }: Props) {
  const { t } = useTranslation('planner');
  const [categorySearch, setCategorySearch] = useState('');
  const [productSearch, setProductSearch] = useState('');
  const [categoryQ] = useDebouncedValue(categorySearch.trim(), 250);
  const [productQ] = useDebouncedValue(productSearch.trim(), 250);
  const categories = useCategoryOptions(categoryQ);
  const products = useProductOptions(productQ);
  const categoryOptions = (categories.data?.items ?? []).map((category) => ({
    value: String(category.id),
    label: category.parentName ? `${category.parentName} › ${category.name}` : category.name,
  }));
  const productOptions = (products.data?.items ?? [])
    // A kit has no units of its own: nothing to plan.
    .filter((product) => product.kitParts.length === 0)
    .map((product) => ({ value: String(product.id), label: product.name }));
  const chosenProduct =
    filters.productId !== undefined && productName ? { value: String(filters.productId), label: productName } : null;
  return (
    <>
      <SearchPick
        label={t('toolbar.category')}
        placeholder={t('toolbar.allCategories')}
        value={filters.categoryId}
        options={categoryOptions}
        chosen={null}
        loading={categories.isFetching}
        onSearch={setCategorySearch}
        onChange={(categoryId) => onFilters({ categoryId })}
      />
      <SearchPick
        // The chosen product's name comes with the planner's answer: shown from then on.
        key={chosenProduct ? 'named' : 'unnamed'}
        label={t('toolbar.product')}
        placeholder={t('toolbar.allProducts')}
        value={filters.productId}
        options={productOptions}
        chosen={chosenProduct}
        loading={products.isFetching}
        onSearch={setProductSearch}
        onChange={(productId) => onFilters({ productId })}
      />
    </>
  );
}

type PickProps = {
  label: string;
  placeholder: string;
  value: number | undefined;
  options: Option[];
  /** The chosen option as first known, before a search lists it. */
  chosen: Option | null;
  loading: boolean;
  onSearch: (text: string) => void;
  onChange: (value: number | undefined) => void;
};

/** A searchable, clearable select whose options the server finds; the chosen one stays listed whatever is searched. */
function SearchPick({ label, placeholder, value, options, chosen: first, loading, onSearch, onChange }: PickProps) {
  const { t } = useTranslation('planner');
  const [chosen, setChosen] = useState<Option | null>(first);
  const data = chosen && !options.some((option) => option.value === chosen.value) ? [chosen, ...options] : options;
  const shown = data.find((option) => option.value === String(value))?.label;
  return (
    <Select
      className={classes.filter}
      label={label}
      placeholder={placeholder}
      searchable
      clearable
      data={data}
      value={value === undefined ? null : String(value)}
      onChange={(next, option) => {
        setChosen(option ? { value: option.value, label: option.label } : null);
        onChange(next === null ? undefined : Number(next));
      }}
      // The box shows the chosen option's label: that is no search.
      onSearchChange={(text) => onSearch(text === shown ? '' : text)}
      nothingFoundMessage={loading ? t('toolbar.searching') : t('toolbar.nothingFound')}
      rightSection={loading ? <Loader size={14} /> : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
