import { Badge, Skeleton, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RecordsSkeleton } from '@/components/records-skeleton';
import { useLanguage } from '@/i18n/use-language';
import { discountText, validityText } from '../lib/coupon-texts';
import {
  CouponActiveSwitch,
  CouponCode,
  CouponTargets,
  CouponTerm,
  CouponUses,
  type CouponListProps,
} from './coupon-parts';

/** Narrower than this (px), the table would scroll: the list shows cards instead. */
export const COUPONS_TABLE_MIN_WIDTH = 820;

/** Shared with the loading skeleton, so the columns do not move when the rows arrive. */
function CouponsTableHead() {
  const { t } = useTranslation('coupons');
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('columns.code')}</Table.Th>
        <Table.Th>{t('columns.discount')}</Table.Th>
        <Table.Th>{t('columns.validity')}</Table.Th>
        <Table.Th>{t('columns.uses')}</Table.Th>
        <Table.Th>{t('columns.targets')}</Table.Th>
        <Table.Th>{t('columns.active')}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

const skeletonCells = [
  <Skeleton key="code" height={14} width={90} />,
  <Skeleton key="discount" height={20} width={80} radius="xl" />,
  <Skeleton key="validity" height={12} width={150} />,
  <Stack key="uses" gap={6}>
    <Skeleton height={12} width={90} />
    <Skeleton height={12} width={120} />
  </Stack>,
  <Stack key="targets" gap={6}>
    <Skeleton height={12} width="80%" />
    <Skeleton height={12} width={110} />
  </Stack>,
  <Skeleton key="active" height={20} width={36} radius="xl" />,
];

/** Placeholder rows, or cards where the table does not fit, while the coupons load. */
export function CouponsSkeleton({ compact }: { compact: boolean }) {
  return (
    <RecordsSkeleton
      compact={compact}
      head={<CouponsTableHead />}
      cells={skeletonCells}
      minWidth={COUPONS_TABLE_MIN_WIDTH}
      horizontalSpacing="xs"
      rows={3}
    />
  );
}

/** The coupons where there is room: one row each, its switch at the end. */
export function CouponsTable({ coupons, names }: CouponListProps) {
  const { t } = useTranslation('coupons');
  const language = useLanguage();
  return (
    <Table.ScrollContainer minWidth={COUPONS_TABLE_MIN_WIDTH}>
      <Table withTableBorder verticalSpacing="sm" horizontalSpacing="xs">
        <CouponsTableHead />
        <Table.Tbody>
          {coupons.map((coupon) => (
            <Table.Tr key={coupon.id} data-record>
              <Table.Td>
                <CouponCode code={coupon.code} nowrap />
              </Table.Td>
              <Table.Td>
                <Badge variant="light" radius="sm" tt="none" size="lg" fw={600} miw="max-content">
                  {discountText(t, coupon, language)}
                </Badge>
              </Table.Td>
              <Table.Td miw={150}>
                <CouponTerm muted={!coupon.validFrom && !coupon.validTo}>
                  {validityText(t, coupon, language)}
                </CouponTerm>
              </Table.Td>
              <Table.Td miw={130}>
                <Stack gap={2}>
                  <CouponUses coupon={coupon} />
                </Stack>
              </Table.Td>
              <Table.Td miw={170}>
                <Stack gap={2}>
                  <CouponTargets coupon={coupon} names={names} />
                </Stack>
              </Table.Td>
              <Table.Td>
                <CouponActiveSwitch coupon={coupon} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
