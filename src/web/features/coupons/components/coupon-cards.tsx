import { Badge, Group, Paper, Stack } from '@mantine/core';
import { IconCalendar, IconClock, IconReceipt, IconTag, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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

const iconProps = {
  size: 16,
  stroke: 1.6,
  'aria-hidden': true,
  style: { flexShrink: 0, marginTop: 2, color: 'var(--mantine-color-dimmed)' },
} as const;

/** Where the table does not fit (phones): one card per coupon, what its row shows, its switch at the top. */
export function CouponCards({ coupons, names }: CouponListProps) {
  const { t } = useTranslation('coupons');
  const language = useLanguage();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {coupons.map((coupon) => (
        <Paper component="li" key={coupon.id} withBorder radius="md" p="md" data-record>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={6} miw={0}>
              <CouponCode code={coupon.code} size="md" />
              <Badge variant="light" radius="sm" tt="none" size="lg" fw={600}>
                {discountText(t, coupon, language)}
              </Badge>
            </Stack>
            <CouponActiveSwitch coupon={coupon} withLabel />
          </Group>
          <Stack gap={6} mt="sm">
            <CouponTerm muted={!coupon.validFrom && !coupon.validTo} icon={<IconCalendar {...iconProps} />}>
              {validityText(t, coupon, language)}
            </CouponTerm>
            <CouponUses
              coupon={coupon}
              icons={{ uses: <IconReceipt {...iconProps} />, perCustomer: <IconUser {...iconProps} /> }}
            />
            <CouponTargets
              coupon={coupon}
              names={names}
              icons={{ targets: <IconTag {...iconProps} />, minDays: <IconClock {...iconProps} /> }}
            />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
