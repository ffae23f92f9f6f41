import { useState, type FormEvent } from 'react';
import { ActionIcon, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';

/** Runs on Enter or the button; an empty or blank input is ignored (SPEC section 5). */
export function CatalogSearch({ initialValue = '' }: { initialValue?: string }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const [value, setValue] = useState(initialValue);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = value.trim();
    if (!name) return;
    void navigate(paths.catalogSearch.getHref(name));
  };

  return (
    <form role="search" onSubmit={submit} style={{ flex: '1 1 18rem', maxWidth: '28rem' }}>
      <TextInput
        type="search"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        placeholder={t('toolbar.searchPlaceholder')}
        aria-label={t('toolbar.searchLabel')}
        leftSection={<IconSearch size={16} stroke={1.7} />}
        rightSectionWidth={42}
        rightSection={
          <ActionIcon type="submit" variant="filled" size={30} aria-label={t('toolbar.search')}>
            <IconSearch size={16} stroke={2} />
          </ActionIcon>
        }
      />
    </form>
  );
}
