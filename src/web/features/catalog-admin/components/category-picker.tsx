import { useState } from 'react';
import type { SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AdminCategory } from '@shared/schemas/catalog-admin';
import { useCategoryOptions } from '../api/use-category-options';
import { SearchSelect, type PickerOption } from './search-select';

type Props = Omit<SelectProps<number>, 'data' | 'value' | 'onChange' | 'searchable' | 'onSearchChange'> & {
  /** 'top': only top-level categories, the ones that may be a parent. */
  scope: 'all' | 'top';
  /** Optional only so a form's getInputProps fits; null when nothing is chosen. */
  value?: number | null;
  onChange: (value: number | null, option: PickerOption | null) => void;
  initialOption: PickerOption | null;
  /** A category that may not be picked (a category is never its own parent). */
  excludeId?: number;
};

/** "Lenses › Prime Lenses" for a child, so two levels read apart in one list. */
export const categoryLabel = (category: Pick<AdminCategory, 'name' | 'parentName'>) =>
  category.parentName ? `${category.parentName} › ${category.name}` : category.name;

/** A searchable pick of a category, fed by the administrators' categories API. */
export function CategoryPicker({ scope, excludeId, value = null, ...props }: Props) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const categories = useCategoryOptions(q, scope);
  const options = (categories.data?.items ?? [])
    .filter((category) => category.id !== excludeId)
    .map((category) => ({ value: category.id, label: categoryLabel(category) }));
  return (
    <SearchSelect {...props} value={value} options={options} loading={categories.isFetching} onSearch={setSearch} />
  );
}
