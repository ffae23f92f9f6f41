import { Stack, Tabs, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translations } from '@shared/schemas/catalog-admin';

export type TextLanguage = 'en' | keyof Translations;
const translated = ['es', 'de'] as const;

/** A category's or product's texts: the English ones its own fields, the others by language. */
type TextValues = { name: string; description: string; translations: Translations };

type Props<Values extends TextValues> = {
  form: UseFormReturnType<Values>;
  tab: TextLanguage;
  onTabChange: (tab: TextLanguage) => void;
  labels: { name: string; description: string };
  /** The English name's "already exists" check while typing (unique-check.ts). */
  unique: { warning: ReactNode; checkNote: ReactNode };
};

/**
 * A category's or product's texts per language, one tab each: English required, Spanish and
 * German optional (left empty, the shop shows the English; decision 019). The tab labels are the
 * languages' own names, as in the header's language switcher.
 */
export function TranslatedTexts<Values extends TextValues>({ form, tab, onTabChange, labels, unique }: Props<Values>) {
  const { t } = useTranslation('dashboard');
  const { t: tCommon } = useTranslation('common');
  const nameProps = form.getInputProps('name');
  return (
    <Tabs value={tab} onChange={(value) => onTabChange((value ?? 'en') as TextLanguage)} keepMounted={false}>
      <Tabs.List aria-label={t('translations.tabs')}>
        <Tabs.Tab value="en" lang="en">
          {tCommon('languages.en')}
        </Tabs.Tab>
        {translated.map((language) => (
          <Tabs.Tab key={language} value={language} lang={language}>
            {tCommon(`languages.${language}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="en" pt="md">
        {/* The English name and description: the name required, and the record's identity. */}
        <Stack gap="md">
          <TextInput
            label={labels.name}
            withAsterisk
            maxLength={120}
            data-autofocus
            {...nameProps}
            error={nameProps.error ?? unique.warning}
            description={unique.checkNote}
          />
          <Textarea
            label={labels.description}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={4000}
            {...form.getInputProps('description')}
          />
        </Stack>
      </Tabs.Panel>
      {translated.map((language) => (
        <Tabs.Panel key={language} value={language} pt="md">
          <Stack gap="md">
            <TextInput
              label={`${labels.name} (${tCommon(`languages.${language}`)})`}
              description={t('translations.fallbackHint')}
              maxLength={120}
              {...form.getInputProps(`translations.${language}.name`)}
            />
            <Textarea
              label={`${labels.description} (${tCommon(`languages.${language}`)})`}
              autosize
              minRows={3}
              maxRows={8}
              maxLength={4000}
              {...form.getInputProps(`translations.${language}.description`)}
            />
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** The tab holding a field (`translations.de.name`…), so a refusal is never hidden behind another tab. */
export function tabOfField(field: string | null | undefined): TextLanguage {
  const match = field?.match(/^translations\.(es|de)\./);
  return match ? (match[1] as TextLanguage) : 'en';
}

/** The tab of the first field a validation found wrong. */
export const tabOfErrors = (errors: Record<string, unknown>) =>
  tabOfField(Object.keys(errors).find((key) => errors[key]));
