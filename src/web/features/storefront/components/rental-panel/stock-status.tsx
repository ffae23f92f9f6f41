import { Badge, Group, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Availability } from '@shared/schemas/availability';
import { stockStatusColor, type StockStatus as Status } from '@shared/stock';

type Props = { id: string; hasRange: boolean; availability: UseQueryResult<Availability> };

/** The stock badge (SPEC section 4) and the free units behind it, in a row of fixed height. */
export function StockStatus({ id, hasRange, availability }: Props) {
  const { t } = useTranslation('product');
  const loading = hasRange && availability.isPending;
  const status: Status = hasRange && availability.data ? availability.data.status : 'Unknown';

  let detail = t('rental.chooseDates');
  if (hasRange && availability.isError) detail = t('rental.availabilityError');
  else if (hasRange && availability.data) {
    const { free } = availability.data;
    detail = free === 0 ? t('rental.noneFree') : t('rental.free', { count: free });
  }

  return (
    <Group gap="sm" mih={28} wrap="nowrap" aria-live="polite" aria-busy={loading}>
      {loading ? (
        <>
          <Skeleton h={26} w={96} radius="xl" />
          <Skeleton h={14} w={120} />
          <VisuallyHidden>{t('rental.checking')}</VisuallyHidden>
        </>
      ) : (
        <>
          <Badge
            size="lg"
            variant="light"
            color={stockStatusColor[status]}
            style={{ flexShrink: 0 }}
            data-testid="stock-badge"
            data-status={status}
          >
            {t(`rental.status.${status}`)}
          </Badge>
          <Text id={id} size="sm" c={status === 'OutOfStock' || availability.isError ? 'red' : 'dimmed'}>
            {detail}
          </Text>
        </>
      )}
    </Group>
  );
}
