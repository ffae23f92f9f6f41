import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Button, Flex, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isoCountryCodes } from '@shared/countries';
import type { BillingAddress } from '@shared/schemas/billing-address';
import { CountrySelect } from '@/components/country-select';
import { toast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { useUpdateProfile } from '../api/use-update-profile';
import {
  billingChanged,
  billingFieldOf,
  billingValues,
  checkBillingAddress,
  type BillingField,
  type BillingValues,
} from '../lib/billing-address-form';

/** The section's anchor: the checkout's note links here (cart/components/billing-address-note.tsx). */
export const BILLING_ADDRESS_ANCHOR = 'billing-address';

/**
 * The account's billing address, printed on the invoices issued while it is saved.
 * Optional: saved whole with its own button, removed with another. A private customer may live
 * anywhere, so the country is any ISO 3166-1 one, as the server takes.
 */
export function BillingAddressForm({ saved }: { saved: BillingAddress | null }) {
  const { t } = useTranslation('account');
  const form = useForm<BillingValues>({ initialValues: billingValues(saved) });
  const streetRef = useRef<HTMLInputElement>(null);
  const { hash } = useLocation();
  const update = useUpdateProfile();

  // Arriving from the checkout's link: the street field, ready to type in.
  useEffect(() => {
    if (hash !== `#${BILLING_ADDRESS_ANCHOR}`) return;
    streetRef.current?.scrollIntoView({ block: 'center' });
    streetRef.current?.focus({ preventScroll: true });
  }, [hash]);

  const fieldError = (field: BillingField) => t(`profile.billing.errors.${field}`);

  const send = (address: Parameters<typeof update.mutate>[0]['billingAddress'], done: string) =>
    update.mutate(
      { billingAddress: address },
      {
        onSuccess: (user) => {
          form.setValues(billingValues(user.billingAddress));
          form.resetDirty();
          form.clearErrors();
          toast.success(done);
        },
        onError: (error) => {
          const tooMany = error instanceof ApiError && error.status === 429;
          toast.error(t(tooMany ? 'profile.tooManyRequests' : 'profile.billing.error'));
          const field = error instanceof ApiError ? billingFieldOf(error.field) : undefined;
          if (field) form.setFieldError(field, fieldError(field));
        },
      },
    );

  const save = (values: BillingValues) => {
    const check = checkBillingAddress(values);
    if (!check.ok) {
      for (const field of check.fields) form.setFieldError(field, fieldError(field));
      return;
    }
    send(check.address, t('profile.billing.saved'));
  };

  const changed = billingChanged(form.values, saved);
  const input = (field: Exclude<BillingField, 'country'>, autoComplete: string, maxLength: number) => ({
    id: `billing-${field}`,
    label: t(`profile.billing.${field}`),
    autoComplete: `billing ${autoComplete}`,
    maxLength,
    ...form.getInputProps(field),
  });

  return (
    <section id={BILLING_ADDRESS_ANCHOR} aria-labelledby="billing-address-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Text fw={600} component="h3" id="billing-address-title">
            {t('profile.billing.title')}{' '}
            <Text span size="xs" fw={400} c="dimmed">
              ({t('profile.optional')})
            </Text>
          </Text>
          <Text size="sm" c="dimmed">
            {t('profile.billing.text')}
          </Text>
        </Stack>
        <form noValidate onSubmit={form.onSubmit(save)} data-testid="billing-address-form">
          <Stack gap="sm">
            <TextInput ref={streetRef} {...input('street', 'street-address', 200)} />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput {...input('postcode', 'postal-code', 20)} />
              <TextInput {...input('city', 'address-level2', 100)} />
            </SimpleGrid>
            <CountrySelect
              id="billing-country"
              codes={isoCountryCodes}
              label={t('profile.billing.country')}
              placeholder={t('profile.billing.countryPlaceholder')}
              autoComplete="billing country"
              {...form.getInputProps('country')}
              onChange={(value) => form.setFieldValue('country', value ?? '')}
            />
            {/* On a phone both buttons take the width, Save on top; beside each other from xs. */}
            <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm" mt="xs">
              {saved && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} stroke={1.8} />}
                  disabled={update.isPending}
                  onClick={() => send(null, t('profile.billing.removed'))}
                >
                  {t('profile.billing.remove')}
                </Button>
              )}
              <Button type="submit" variant={changed ? 'filled' : 'default'} loading={update.isPending}>
                {t('profile.billing.save')}
              </Button>
            </Flex>
          </Stack>
        </form>
      </Stack>
    </section>
  );
}
