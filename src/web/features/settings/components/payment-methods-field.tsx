import { Alert, Checkbox, Code, Group, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconClockHour4, IconInfoCircle } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import type { AdminSettings } from '@shared/schemas/settings';
import type { SettingsValues } from '../lib/settings-values';

type Props = { form: UseFormReturnType<SettingsValues>; settings: AdminSettings };

/**
 * The methods customers may pay by. Online needs Stripe's keys, which the operator sets in the
 * server's environment: without them its box is disabled and the card says why and where to read on.
 */
export function PaymentMethodsField({ form, settings }: Props) {
  const { t } = useTranslation('dashboard');
  const online = settings.stripeConfigured;
  return (
    <Stack gap="md">
      <Checkbox.Group
        label={t('settings.payments.methods')}
        description={t('settings.payments.methodsHint')}
        withAsterisk
        {...form.getInputProps('payments.methods')}
      >
        <Stack gap="sm" mt="xs">
          <Checkbox
            value="at_pickup"
            label={t('settings.payments.atPickup')}
            description={t('settings.payments.atPickupHint')}
          />
          <Checkbox
            value="online"
            disabled={!online}
            label={t('settings.payments.online')}
            description={online ? t('settings.payments.onlineHint') : t('settings.payments.onlineUnavailable')}
            aria-describedby={online ? undefined : 'stripe-missing'}
          />
        </Stack>
      </Checkbox.Group>
      {!online && (
        <Alert id="stripe-missing" variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
          <Text size="sm">
            <Trans
              t={t}
              i18nKey="settings.payments.stripeMissing"
              components={{ code: <Code /> }}
              values={{ secret: 'STRIPE_SECRET_KEY', webhook: 'STRIPE_WEBHOOK_SECRET', docs: 'docs/payments.md' }}
            />
          </Text>
        </Alert>
      )}
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text c="dimmed" mt={1} aria-hidden>
          <IconClockHour4 size={18} stroke={1.6} />
        </Text>
        <Stack gap={2}>
          <Text size="sm" fw={600} data-testid="hold-minutes">
            {t('settings.payments.holdMinutes', { count: settings.paymentHoldMinutes })}
          </Text>
          <Text size="sm" c="dimmed">
            <Trans
              t={t}
              i18nKey="settings.payments.holdMinutesHint"
              components={{ code: <Code /> }}
              values={{ name: 'PAYMENT_HOLD_MINUTES' }}
            />
          </Text>
        </Stack>
      </Group>
    </Stack>
  );
}
