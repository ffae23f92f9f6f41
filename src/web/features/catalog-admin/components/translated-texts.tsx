import { Stack, Tabs, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translations } from '@shared/schemas/catalog-admin';

export type TextLanguage = 'en' | keyof Translations;
const translated = ['es', 'de'] as const;

type Props<Values extends { translations: Translations }> = {
  form: UseFormReturnType<Values>;
  /** The English name and description: required, and the record's identity. */
  english: ReactNode;
  tab: TextLanguage;
  onTabChange: (tab: TextLanguage) => void;
  labels: { name: string; description: string };
};

/**
 * A category's or product's texts per language, one tab each: English required, Spanish and
 * German optional (left empty, the shop shows the English; decision 019). The tab labels are the
 * languages' own names, as in the header's language switcher.
 */
export function TranslatedTexts<Values extends { translations: Translations }>({
  form,
  english,
  tab,
  onTabChange,
  labels,
}: Props<Values>) {
  const { t } = useTranslation('dashboard');
  const { t: tCommon } = useTranslation('common');
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
        <Stack gap="md">{english}</Stack>
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
