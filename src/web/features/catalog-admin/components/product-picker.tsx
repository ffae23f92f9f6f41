import { useState } from 'react';
import type { SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AdminProduct } from '@shared/schemas/catalog-admin';
import { useProductOptions } from '../api/use-product-options';
import { SearchSelect, type PickerOption } from './search-select';

type Props = Omit<SelectProps<number>, 'data' | 'value' | 'onChange' | 'searchable' | 'onSearchChange'> & {
  /** Optional only so a form's getInputProps fits; null when nothing is chosen. */
  value?: number | null;
  onChange: (value: number | null, option: PickerOption | null) => void;
  initialOption: PickerOption | null;
  /** Products not to offer: kits for a new unit or a kit's part, the kit itself. */
  exclude?: (product: AdminProduct) => boolean;
};

/** A searchable pick of a product, fed by the administrators' products API. */
export function ProductPicker({ value = null, exclude, ...props }: Props) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const products = useProductOptions(q);
  const options = (products.data?.items ?? [])
    .filter((product) => !exclude?.(product))
    .map((product) => ({ value: product.id, label: product.name }));
  return <SearchSelect {...props} value={value} options={options} loading={products.isFetching} onSearch={setSearch} />;
}

/** A kit has no units of its own and is no part of another kit. */
export const isKit = (product: Pick<AdminProduct, 'kitParts'>) => product.kitParts.length > 0;
