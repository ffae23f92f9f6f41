import type { ChangeEvent } from 'react';
import { Checkbox, Collapse, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '@/components/country-select';
import { countryOfVatId } from '@/lib/countries';
import { businessBuyer, useBusinessBuyer, type BusinessField } from '../lib/business-buyer';

/** The id of a business field's input, for moving the focus to the first refused one. */
export const businessFieldId = (field: BusinessField) => `business-${field}`;

/**
 * "Buying for a business": ticked, it reveals the company's name, VAT number and address, which
 * go on the order's invoices (and make them e-invoices too). The country follows the VAT number
 * unless the customer picks another.
 */
export function BusinessBuyerFields() {
  const { t } = useTranslation('cart');
  const { enabled, values, invalid } = useBusinessBuyer();
  const derived = countryOfVatId(values.vatId);
  const field = (name: Exclude<BusinessField, 'country'>, autoComplete: string, maxLength: number) => ({
    id: businessFieldId(name),
    label: t(`business.${name}`),
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => businessBuyer.setValue(name, event.currentTarget.value),
    error: invalid.includes(name) ? t(`business.errors.${name}`) : undefined,
    withAsterisk: true,
    autoComplete,
    maxLength,
  });
  return (
    <Stack gap="sm">
      <Checkbox
        label={t('business.toggle')}
        description={t('business.toggleHint')}
        checked={enabled}
        onChange={(event) => businessBuyer.setEnabled(event.currentTarget.checked)}
        data-testid="business-toggle"
      />
      <Collapse expanded={enabled} keepMounted={false} transitionDuration={150}>
        <Stack gap="sm" role="group" aria-label={t('business.group')} data-testid="business-fields">
          <TextInput {...field('company', 'organization', 120)} />
          <TextInput {...field('vatId', 'off', 20)} description={t('business.vatIdHint')} />
          <TextInput {...field('street', 'street-address', 120)} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput {...field('postcode', 'postal-code', 16)} />
            <TextInput {...field('city', 'address-level2', 80)} />
          </SimpleGrid>
          <CountrySelect
            id={businessFieldId('country')}
            label={t('business.country')}
            description={values.country === '' && derived ? t('business.countryFromVatId') : undefined}
            placeholder={t('business.countryPlaceholder')}
            value={values.country || derived}
            onChange={(value) => businessBuyer.setValue('country', value ?? '')}
            error={invalid.includes('country') ? t('business.errors.country') : undefined}
            autoComplete="country"
          />
        </Stack>
      </Collapse>
    </Stack>
  );
}
