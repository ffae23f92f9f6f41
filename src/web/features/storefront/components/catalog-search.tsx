import type { FormEvent } from 'react';
import { ActionIcon, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';

/**
 * Runs on Enter or the button; an empty or blank input is ignored (SPEC section 5). The words are
 * read from the field when sent, not kept as they are typed: on a page the server wrote, what was
 * typed before the app took the page over is in the field and nowhere else.
 */
export function CatalogSearch({ initialValue = '' }: { initialValue?: string }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The form's first control is its field (the button comes after it). A submit's target is the form.
    const form = event.target as HTMLFormElement;
    const name = (form[0] as HTMLInputElement).value.trim();
    if (!name) return;
    void navigate(paths.catalogSearch.getHref(name));
  };

  return (
    <form role="search" onSubmit={submit} style={{ flex: '1 1 18rem', maxWidth: '28rem' }}>
      <TextInput
        type="search"
        defaultValue={initialValue}
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
