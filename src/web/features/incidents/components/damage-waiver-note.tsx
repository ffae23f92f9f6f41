import { Badge, Group, Text } from '@mantine/core';
import { IconUmbrella } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatEuros, toCents } from '@shared/money';
import { useLanguage } from '@/i18n/use-language';

/**
 * Tells staff the customer took the damage waiver on the incident's rental, and what it cost
 * (`amount`, null without one): what the shop may claim for damage depends on it.
 */
export function DamageWaiverNote({ amount }: { amount: string | null }) {
  const { t } = useTranslation('incidents');
  const language = useLanguage();
  if (amount === null || toCents(amount) === 0) return null;
  return (
    <Group gap="xs" mt="xs" wrap="wrap" data-testid="incident-damage-waiver">
      <Badge color="teal" variant="light" leftSection={<IconUmbrella size={12} aria-hidden />}>
        {t('damageWaiver.badge')}
      </Badge>
      <Text size="xs" c="dimmed">
        {t('damageWaiver.taken', { amount: formatEuros(toCents(amount), language) })}
      </Text>
    </Group>
  );
}
