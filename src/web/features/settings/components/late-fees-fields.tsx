import { Group, NumberInput, Radio, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCurrencyEuro } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { lateFeeModes } from '@shared/late-fee';
import { formatEuros } from '@shared/money';
import { isWholeUpTo } from '@/lib/whole-number';
import {
  isEurosUpTo,
  LATE_FEE_FIXED_MAX,
  LATE_FEE_PERCENT_MAX,
  lateFeeExample,
  type SettingsValues,
} from '../lib/settings-values';
import { useLanguage } from '@/i18n/use-language';

/** Typed as the reader's language writes decimals: "15.50" in English, "15,50" in Spanish and German. */
const decimalSeparator = (language: string | undefined) => (language === 'en' ? '.' : ',');

/**
 * The late fee: per unit and day a unit comes back after its rental's last day, a
 * percentage of the daily price the rental was booked at or a fixed amount, charged at check-in.
 * Only the chosen way's field shows; an example says what a late return then costs.
 */
export function LateFeesFields({ form }: { form: UseFormReturnType<SettingsValues> }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const { mode, percent, fixed } = form.values.lateFees;
  const valid =
    mode === 'percent' ? isWholeUpTo(percent, LATE_FEE_PERCENT_MAX) : isEurosUpTo(fixed, LATE_FEE_FIXED_MAX);
  const example = lateFeeExample(form.values.lateFees);
  return (
    <Stack gap="md">
      <Radio.Group
        label={t('settings.lateFees.mode')}
        withAsterisk
        {...form.getInputProps('lateFees.mode')}
        onChange={(value) =>
          form.setFieldValue('lateFees.mode', lateFeeModes.find((known) => known === value) ?? 'percent')
        }
      >
        <Group gap="xl" mt="xs" align="flex-start" style={{ rowGap: 'var(--mantine-spacing-sm)' }}>
          {lateFeeModes.map((option) => (
            <Radio
              key={option}
              value={option}
              label={t(`settings.lateFees.modes.${option}`)}
              description={t(`settings.lateFees.modeHints.${option}`)}
            />
          ))}
        </Group>
      </Radio.Group>
      {mode === 'percent' ? (
        <NumberInput
          key="percent"
          label={t('settings.lateFees.percent')}
          description={t('settings.lateFees.percentHint')}
          suffix=" %"
          min={0}
          max={LATE_FEE_PERCENT_MAX}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          withAsterisk
          w={{ base: '100%', xs: 320 }}
          {...form.getInputProps('lateFees.percent')}
        />
      ) : (
        <NumberInput
          key="fixed"
          label={t('settings.lateFees.fixed')}
          description={t('settings.lateFees.fixedHint')}
          leftSection={<IconCurrencyEuro size={16} aria-hidden />}
          min={0}
          max={LATE_FEE_FIXED_MAX}
          // Not fixedDecimalScale: its padding zeros make "." a caret move, and the library puts the
          // caret back a moment later, so a fast "7.5" on a busy machine became 75.00.
          decimalScale={2}
          decimalSeparator={decimalSeparator(language)}
          allowNegative={false}
          clampBehavior="none"
          withAsterisk
          w={{ base: '100%', xs: 320 }}
          {...form.getInputProps('lateFees.fixed')}
        />
      )}
      {valid && (
        <Text size="sm" data-testid="late-fee-example" aria-live="polite">
          {t(`settings.lateFees.example.${mode}`, {
            count: example.days,
            price: formatEuros(example.dailyPriceCents, language),
            fee: formatEuros(example.feeCents, language),
          })}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t('settings.lateFees.chargedAtCheckIn')}
      </Text>
    </Stack>
  );
}
