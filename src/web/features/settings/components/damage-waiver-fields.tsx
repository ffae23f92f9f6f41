import { Group, NumberInput, Radio, Stack, Text, Textarea } from '@mantine/core';
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
      <Textarea
        label={t('settings.damageWaiver.terms')}
        description={t('settings.damageWaiver.termsHint')}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={WAIVER_TERMS_MAX}
        disabled={off}
        {...form.getInputProps('pricing.damageWaiver.terms')}
      />
      <Text size="sm" c="dimmed">
        {t('settings.damageWaiver.fromNow')}
      </Text>
    </Stack>
  );
}
