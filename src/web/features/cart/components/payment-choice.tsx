import { Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderPaymentMethod } from '@shared/schemas/settings';
import classes from './cart.module.css';

type Props = {
  offered: readonly OrderPaymentMethod[];
  value: OrderPaymentMethod;
  onChange: (method: OrderPaymentMethod) => void;
  holdMinutes: number;
  /** The business's payment terms when it may pay on invoice (then `offered` has `invoice`). */
  termsDays: number;
};

function MethodDescription({
  method,
  holdMinutes,
  termsDays,
}: {
  method: OrderPaymentMethod;
  holdMinutes: number;
  termsDays: number;
}) {
  const { t } = useTranslation('cart');
  if (method === 'online') return t('payment.online.description', { count: holdMinutes });
  if (method === 'invoice') return t('payment.invoice.description', { count: termsDays });
  return t('payment.at_pickup.description');
}

/**
 * How the customer pays: a radio group when the shop offers both ways, a plain
 * sentence when it offers one, since a group with a single choice asks nothing.
 */
export function PaymentChoice({ offered, value, onChange, holdMinutes, termsDays }: Props) {
  const { t } = useTranslation('cart');
  if (offered.length < 2) {
    return (
      <Stack gap={2} data-testid="payment-method">
        <Text size="sm" fw={600}>
          {t('payment.label')}
        </Text>
        <Text size="sm" c="dimmed">
          {value === 'invoice' ? t('payment.invoice.description', { count: termsDays }) : t(`payment.only.${value}`)}
        </Text>
      </Stack>
    );
  }
  return (
    <Radio.Group
      label={t('payment.question')}
      value={value}
      onChange={(next) => onChange(offered.find((method) => method === next) ?? 'at_pickup')}
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
                  <MethodDescription method={method} holdMinutes={holdMinutes} termsDays={termsDays} />
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
