import { useState } from 'react';
// The chosen options' box: the dashboard's shared sheet (theme/more-styles-chunk.ts) has Pill.css
// and Combobox.css but not this one, which only a MultiSelect draws.
import '@mantine/core/styles/PillsInput.css';
import { Loader, MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { COUPON_TARGETS_MAX } from '@shared/schemas/coupon';
import { useCouponProductOptions } from '../api/use-coupon-targets';
import { useCategoryLabels } from '../hooks/use-target-names';

type Props = Omit<MultiSelectProps<number>, 'data' | 'searchable' | 'searchValue' | 'onSearchChange'>;

/** The server answers the search: no second filter here (a German name may match an English one's product). */
const serverFiltered: MultiSelectProps<number>['filter'] = ({ options }) => options;

/**
 * Products to limit a coupon to, searched in the catalogue as the administrator types (in any of
 * the shop's languages). A chosen product stays chosen, with its name, when a later search does
 * not list it.
 */
export function ProductTargetsSelect(props: Props) {
  const { t } = useTranslation('coupons');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const products = useCouponProductOptions(q);
  const data = (products.data ?? []).map((product) => ({ value: product.id, label: product.name }));
  return (
    <MultiSelect<number>
      {...props}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={serverFiltered}
      data={data}
      maxValues={COUPON_TARGETS_MAX}
      nothingFoundMessage={products.isFetching ? t('form.searching') : t('form.nothingFound')}
      rightSection={products.isFetching ? <Loader size={14} /> : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Categories to limit a coupon to: all of them at hand ("Lenses › Prime lenses" for a child), searched here. */
export function CategoryTargetsSelect(props: Props) {
  const { t } = useTranslation('coupons');
  const { labels } = useCategoryLabels();
  return (
    <MultiSelect<number>
      {...props}
      searchable
      data={labels}
      maxValues={COUPON_TARGETS_MAX}
      nothingFoundMessage={t('form.nothingFound')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
