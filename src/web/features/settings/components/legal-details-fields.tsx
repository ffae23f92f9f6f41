import { Alert, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LegalSettings } from '@shared/schemas/settings';
import { CountrySelect } from '@/components/country-select';
import { missingLegalDetails, type SettingsValues } from '../lib/settings-values';

type Props = { form: UseFormReturnType<SettingsValues>; saved: LegalSettings };

/**
 * The shop's legal details, printed on every invoice as the seller. Invoices are issued whether
 * or not they are filled in, so the card says which ones its saved details still lack.
 */
export function LegalDetailsFields({ form, saved }: Props) {
  const { t } = useTranslation('dashboard');
  const missing = missingLegalDetails(saved);
  return (
    <Stack gap="md">
      {missing.length > 0 && (
        <Alert
          variant="light"
          color="yellow"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t('settings.legal.missingTitle')}
          data-testid="legal-missing"
        >
          <Text size="sm">
            {t('settings.legal.missing', {
              fields: missing.map((field) => t(`settings.legal.${field}`)).join(', '),
            })}
          </Text>
        </Alert>
      )}
      <TextInput
        label={t('settings.legal.name')}
        description={t('settings.legal.nameHint')}
        maxLength={120}
        autoComplete="organization"
        {...form.getInputProps('legal.name')}
      />
      <TextInput
        label={t('settings.legal.street')}
        maxLength={120}
        autoComplete="street-address"
        {...form.getInputProps('legal.street')}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <TextInput
          label={t('settings.legal.postcode')}
          maxLength={16}
          autoComplete="postal-code"
          {...form.getInputProps('legal.postcode')}
        />
        <TextInput
          label={t('settings.legal.city')}
          maxLength={80}
          autoComplete="address-level2"
          {...form.getInputProps('legal.city')}
        />
        <CountrySelect
          label={t('settings.legal.country')}
          placeholder={t('settings.legal.countryPlaceholder')}
          clearable
          {...form.getInputProps('legal.country')}
          // Unset is '' in the settings; the select shows its placeholder (and no clear button) for null.
          value={form.values.legal.country || null}
          onChange={(value) => form.setFieldValue('legal.country', value ?? '')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t('settings.legal.vatId')}
          description={t('settings.legal.vatIdHint')}
          maxLength={20}
          autoComplete="off"
          {...form.getInputProps('legal.vatId')}
        />
        <TextInput
          type="email"
          label={t('settings.legal.email')}
          description={t('settings.legal.emailHint')}
          maxLength={254}
          autoComplete="email"
          {...form.getInputProps('legal.email')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label={t('settings.legal.iban')}
          description={t('settings.legal.ibanHint')}
          maxLength={42}
          autoComplete="off"
          spellCheck={false}
          {...form.getInputProps('legal.iban')}
        />
        <TextInput
          label={t('settings.legal.bic')}
          description={t('settings.legal.bicHint')}
          maxLength={11}
          autoComplete="off"
          spellCheck={false}
          {...form.getInputProps('legal.bic')}
        />
        <TextInput
          label={t('settings.legal.accountHolder')}
          description={t('settings.legal.accountHolderHint')}
          maxLength={70}
          autoComplete="off"
          {...form.getInputProps('legal.accountHolder')}
        />
      </SimpleGrid>
    </Stack>
  );
}
