import { Text } from '@mantine/core';
import { IconClockDollar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminOverview, PayingLater } from '@shared/schemas/admin-overview';
import { formatEuros, toCents } from '@shared/money';
import { useLanguage } from '@/i18n/use-language';
import { AlertListCard, AlertRow, OrderLink } from './alert-list-card';

/**
 * Orders whose units went at the desk while they owed money ("customer pays later"), with the
 * counter's reason, until the money is taken (on the order's page, or at the next hand-over).
 * Shown only while there is some.
 */
export function PaysLaterCard({ list }: { list: AdminOverview['paysLater'] }) {
  const { t } = useTranslation('dashboard-home');
  return (
    <AlertListCard
      id="home-pays-later"
      title={t('paysLater.title')}
      description={t('paysLater.description')}
      icon={<IconClockDollar size={20} />}
      list={list}
      older={(count) => t('paysLater.older', { count })}
      row={(row) => <PayingLaterRow row={row} />}
    />
  );
}

function PayingLaterRow({ row }: { row: PayingLater }) {
  const { t } = useTranslation('dashboard-home');
  const language = useLanguage();
  return (
    <AlertRow
      amount={formatEuros(toCents(row.balanceDue), language)}
      instant={row.at}
      beside={<Text size="sm">{row.customerName}</Text>}
    >
      <Text size="sm">
        <OrderLink label={t('paysLater.forOrder')} order={row.order} />
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="pays-later-reason">
        {t('paysLater.reason', { reason: row.reason })}
      </Text>
    </AlertRow>
  );
}
