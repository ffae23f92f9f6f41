import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateRange } from '@shared/calendar-date';
import type { WaitlistRequest, WaitlistStatus } from '@shared/schemas/waitlist';
import { formatShopDay } from '@/lib/shop-calendar';
import { ProductNameLink, ProductThumb } from '@/features/catalog';
import classes from './waitlist.module.css';
import { useLanguage } from '@/i18n/use-language';

const statusColor: Record<WaitlistStatus, string> = {
  waiting: 'blue',
  told: 'teal',
  withdrawn: 'gray',
  expired: 'gray',
};

type Props = { request: WaitlistRequest; withdrawing: boolean; onWithdraw: (request: WaitlistRequest) => void };

/** One request: the product, its dates, where it stands, and Withdraw while it waits. */
export function WaitlistCard({ request, withdrawing, onWithdraw }: Props) {
  const { t } = useTranslation('waitlist');
  const language = useLanguage();
  const dates = formatDateRange(request, language);
  const status =
    request.status === 'told'
      ? t('list.status.told', { date: formatShopDay(request.notifiedAt!, language) })
      : t(`list.status.${request.status}`);

  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="waitlist-request">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ProductThumb src={request.productImageUrl} />
        <Stack gap={4} className={classes.body}>
          <ProductNameLink id={request.productId}>{request.productName}</ProductNameLink>
          <Text size="sm">{dates}</Text>
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color={statusColor[request.status]}>
              {status}
            </Badge>
            <Text size="xs" c="dimmed">
              {t('list.requested', { date: formatShopDay(request.createdAt, language) })}
            </Text>
          </Group>
        </Stack>
        {request.status === 'waiting' && (
          <Button
            variant="default"
            size="xs"
            loading={withdrawing}
            aria-label={t('list.withdrawLabel', { product: request.productName, dates })}
            onClick={() => onWithdraw(request)}
          >
            {t('list.withdraw')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
