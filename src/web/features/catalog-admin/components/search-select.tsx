import { useState } from 'react';
import { Loader, Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type PickerOption = { value: number; label: string };

type Props = Omit<SelectProps<number>, 'data' | 'value' | 'onChange' | 'searchable' | 'onSearchChange'> & {
  value: number | null;
  onChange: (value: number | null, option: PickerOption | null) => void;
  /** The chosen option as first shown (an edited record's), before any search has listed it. */
  initialOption: PickerOption | null;
  /** The server's matches for `onSearch`'s text. */
  options: PickerOption[];
  loading: boolean;
  onSearch: (text: string) => void;
};

/**
 * A searchable select whose options come from the server: typing searches it, and the chosen
 * option stays shown even when a later search does not list it.
 */
export function SearchSelect({ value, onChange, initialOption, options, loading, onSearch, ...props }: Props) {
  const { t } = useTranslation('dashboard');
  const [chosen, setChosen] = useState<PickerOption | null>(initialOption);
  const data = chosen && !options.some((option) => option.value === chosen.value) ? [chosen, ...options] : options;
  // The box shows the chosen option's label: that is no search, and lists every option.
  const shownLabel = data.find((option) => option.value === value)?.label;
  return (
    <Select<number>
      {...props}
      searchable
      data={data}
      value={value}
      onChange={(next, item) => {
        const option = item ? { value: item.value, label: item.label } : null;
        setChosen(option);
        onChange(next, option);
      }}
      onSearchChange={(text) => onSearch(text === shownLabel ? '' : text)}
      nothingFoundMessage={loading ? t('catalog.searching') : t('catalog.nothingFound')}
      rightSection={loading ? <Loader size={14} /> : undefined}
      comboboxProps={{ withinPortal: true, ...props.comboboxProps }}
    />
  );
}
