import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = { value: string; onChange: (value: string) => void; label: string };

/** A list's search box; the list asks the server once typing pauses (the page debounces it). */
export function ListSearch({ value, onChange, label }: Props) {
  const { t } = useTranslation('dashboard');
  return (
    <TextInput
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        value ? <CloseButton size="sm" aria-label={t('catalog.clearSearch')} onClick={() => onChange('')} /> : null
      }
      style={{ flex: '1 1 14rem', minWidth: 0 }}
    />
  );
}
