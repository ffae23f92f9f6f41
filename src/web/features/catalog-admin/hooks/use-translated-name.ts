import { useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import type { Translations } from '@shared/schemas/catalog-admin';
import { tabOfErrors, tabOfField, type TextLanguage } from '../components/translated-texts';
import { useUniqueCheck } from '../components/unique-check';

type TextValues = { name: string; description: string; translations: Translations };

/**
 * The texts of a category's or product's form (TranslatedTexts): which language's tab is open,
 * and the check that no other has its English name (its identity). A problem found on submit
 * opens the tab it is on.
 */
export function useTranslatedName<Values extends TextValues>(
  kind: 'categories' | 'products',
  form: UseFormReturnType<Values>,
  ownId: number | null,
) {
  const [tab, setTab] = useState<TextLanguage>('en');
  const unique = useUniqueCheck(kind, form.values.name, ownId);
  return {
    /** What TranslatedTexts is given besides its labels. */
    texts: { form, tab, onTabChange: setTab, unique },
    /** Refuses a name another has already, on the English tab; true when it did. */
    refuseTaken: () => {
      if (!unique.taken) return false;
      setTab('en');
      form.setFieldError('name', unique.takenText);
      return true;
    },
    /** Opens the tab of the field the server refused (errorField). */
    showField: (field: string | null) => setTab(tabOfField(field)),
    /** Opens the tab of the first field the form's own rules refused. */
    showErrors: (errors: Record<string, unknown>) => setTab(tabOfErrors(errors)),
  };
}
