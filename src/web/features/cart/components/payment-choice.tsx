import { Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@shared/schemas/settings';
import classes from './cart.module.css';

type Props = {
  offered: readonly PaymentMethod[];
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  holdMinutes: number;
};

/**
 * How the customer pays: a radio group when the shop offers both ways, a plain
 * sentence when it offers one, since a group with a single choice asks nothing.
 */
export function PaymentChoice({ offered, value, onChange, holdMinutes }: Props) {
  const { t } = useTranslation('cart');
  if (offered.length < 2) {
    return (
      <Stack gap={2} data-testid="payment-method">
        <Text size="sm" fw={600}>
          {t('payment.label')}
        </Text>
        <Text size="sm" c="dimmed">
          {t(`payment.only.${value}`)}
        </Text>
      </Stack>
    );
  }
  return (
    <Radio.Group
      label={t('payment.question')}
      value={value}
      onChange={(next) => onChange(next === 'online' ? 'online' : 'at_pickup')}
      data-testid="payment-method"
    >
      <Stack gap="xs" mt="xs">
        {offered.map((method) => (
          <Radio.Card key={method} value={method} radius="md" p="sm" className={classes.methodCard}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <div>
                <Text size="sm" fw={600}>
                  {t(`payment.${method}.label`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {method === 'online'
                    ? t('payment.online.description', { count: holdMinutes })
                    : t('payment.at_pickup.description')}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
