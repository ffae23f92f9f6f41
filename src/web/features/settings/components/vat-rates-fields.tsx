import { ActionIcon, Alert, Button, Group, Input, NumberInput, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REDUCED_RATES_MAX, type SettingsValues } from '../lib/settings-values';
import { useLanguage } from '@/i18n/use-language';

/** Typed as the reader's language writes decimals: "5.5" in English, "5,5" in Spanish and German. */
const decimalSeparator = (language: string | undefined) => (language === 'en' ? '.' : ',');

const rateProps = (language: string | undefined) => ({
  suffix: ' %',
  min: 0,
  max: 100,
  decimalScale: 2,
  allowNegative: false,
  clampBehavior: 'none' as const,
  decimalSeparator: decimalSeparator(language),
});

/**
 * The standard VAT rate and up to five reduced ones. Prices include VAT; each order line keeps
 * the rate it was booked at, so a change here applies to new bookings only, as the card says.
 */
export function VatRatesFields({ form }: { form: UseFormReturnType<SettingsValues> }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const rates = form.values.vat.reducedRates;
  const listError = form.errors['vat.reducedRates'];
  return (
    <Stack gap="md">
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />} p="sm">
        <Text size="sm">{t('settings.vat.pricesInclude')}</Text>
      </Alert>
      <NumberInput
        label={t('settings.vat.standardRate')}
        description={t('settings.vat.standardRateHint')}
        withAsterisk
        w={{ base: '100%', xs: 320 }}
        {...rateProps(language)}
        {...form.getInputProps('vat.standardRate')}
      />
      <Input.Wrapper
        label={t('settings.vat.reducedRates')}
        description={t('settings.vat.reducedRatesHint', { count: REDUCED_RATES_MAX })}
        error={listError}
        id="reduced-rates"
        labelElement="div"
      >
        {rates.length === 0 ? (
          <Text size="sm" c="dimmed" mt={6}>
            {t('settings.vat.noReducedRates')}
          </Text>
        ) : (
          <Stack gap="xs" mt={6} role="list" aria-labelledby="reduced-rates-label">
            {rates.map((_, index) => (
              <Group key={index} gap="xs" wrap="nowrap" role="listitem">
                <NumberInput
                  aria-label={t('settings.vat.reducedRate', { number: index + 1 })}
                  w={{ base: '100%', xs: 320 }}
                  {...rateProps(language)}
                  {...form.getInputProps(`vat.reducedRates.${index}`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('settings.vat.removeRate', { number: index + 1 })}
                  onClick={() => form.removeListItem('vat.reducedRates', index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
      </Input.Wrapper>
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={rates.length >= REDUCED_RATES_MAX}
          onClick={() => form.insertListItem('vat.reducedRates', '')}
        >
          {t('settings.vat.addRate')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('settings.vat.newBookingsOnly')}
      </Text>
    </Stack>
  );
}
