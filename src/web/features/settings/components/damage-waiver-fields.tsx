import { Group, NumberInput, Radio, Stack, Tabs, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { damageWaiverModes } from '@shared/discounts';
import { formatEuros } from '@shared/money';
import {
  isWaiverPercent,
  WAIVER_PERCENT_MAX,
  WAIVER_PERCENT_MIN,
  WAIVER_TERMS_MAX,
  waiverExample,
  type SettingsValues,
} from '../lib/settings-values';
import { useLanguage } from '@/i18n/use-language';

/**
 * The damage waiver (docs/pricing.md): off, offered for the customer to choose, or on every
 * order; its price, a percentage of each line's rent; and what it covers, in the shop's words,
 * shown where the customer takes it. Off greys out the price and the terms, which keep what was
 * saved for when the shop offers it again.
 */
export function DamageWaiverFields({ form }: { form: UseFormReturnType<SettingsValues> }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const { mode, percent } = form.values.pricing.damageWaiver;
  const off = mode === 'off';
  const example = waiverExample(percent);
  return (
    <Stack gap="md">
      <Radio.Group
        label={t('settings.damageWaiver.mode')}
        withAsterisk
        {...form.getInputProps('pricing.damageWaiver.mode')}
        onChange={(value) =>
          form.setFieldValue('pricing.damageWaiver.mode', damageWaiverModes.find((known) => known === value) ?? 'off')
        }
      >
        <Group gap="xl" mt="xs" align="flex-start" style={{ rowGap: 'var(--mantine-spacing-sm)' }}>
          {damageWaiverModes.map((option) => (
            <Radio
              key={option}
              value={option}
              label={t(`settings.damageWaiver.modes.${option}`)}
              description={t(`settings.damageWaiver.modeHints.${option}`)}
            />
          ))}
        </Group>
      </Radio.Group>
      <NumberInput
        label={t('settings.damageWaiver.percent')}
        description={t('settings.damageWaiver.percentHint')}
        suffix=" %"
        min={WAIVER_PERCENT_MIN}
        max={WAIVER_PERCENT_MAX}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        withAsterisk={!off}
        disabled={off}
        w={{ base: '100%', xs: 320 }}
        {...form.getInputProps('pricing.damageWaiver.percent')}
      />
      {!off && isWaiverPercent(percent) && (
        <Text size="sm" data-testid="damage-waiver-example" aria-live="polite">
          {t('settings.damageWaiver.example', {
            rent: formatEuros(example.rentCents, language),
            price: formatEuros(example.waiverCents, language),
          })}
        </Text>
      )}
      <WaiverTermsTabs form={form} disabled={off} />
      <Text size="sm" c="dimmed">
        {t('settings.damageWaiver.fromNow')}
      </Text>
    </Stack>
  );
}

const termsLanguages = ['en', 'es', 'de'] as const;
type TermsLanguage = (typeof termsLanguages)[number];

/**
 * What the waiver covers, one tab per language as a product's texts (translated-texts.tsx):
 * English required when offered, Spanish and German optional (empty shows the English).
 */
function WaiverTermsTabs({ form, disabled }: { form: UseFormReturnType<SettingsValues>; disabled: boolean }) {
  const { t } = useTranslation('dashboard');
  const { t: tCommon } = useTranslation('common');
  const [tab, setTab] = useState<TermsLanguage>('en');
  const path = (language: TermsLanguage) =>
    language === 'en' ? 'pricing.damageWaiver.terms' : `pricing.damageWaiver.translations.${language}.terms`;
  // A refusal in a tab not shown would go unseen: the tab with it is marked.
  const hasError = (language: TermsLanguage) => Boolean(form.errors[path(language)]);
  return (
    <Tabs
      value={tab}
      onChange={(value) => setTab(termsLanguages.find((known) => known === value) ?? 'en')}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('settings.damageWaiver.termsLanguages')}>
        {termsLanguages.map((language) => (
          <Tabs.Tab key={language} value={language} lang={language} color={hasError(language) ? 'red' : undefined}>
            {tCommon(`languages.${language}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {termsLanguages.map((language) => (
        <Tabs.Panel key={language} value={language} pt="md">
          <Textarea
            label={
              language === 'en'
                ? t('settings.damageWaiver.terms')
                : `${t('settings.damageWaiver.terms')} (${tCommon(`languages.${language}`)})`
            }
            description={language === 'en' ? t('settings.damageWaiver.termsHint') : t('translations.fallbackHint')}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={WAIVER_TERMS_MAX}
            disabled={disabled}
            {...form.getInputProps(path(language))}
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
