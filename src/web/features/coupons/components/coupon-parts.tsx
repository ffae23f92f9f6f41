import type { ReactNode } from 'react';
import { Group, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@shared/schemas/coupon';
import { toast } from '@/components/toast';
import { errorText } from '@/lib/error-text';
import { useSetCouponActive } from '../api/use-coupons';
import { limitTexts, targetTexts, usesText, type TargetNames } from '../lib/coupon-texts';

/** What a list of coupons shows each one with: its data and the names of what it is limited to. */
export type CouponListProps = { coupons: Coupon[]; names: TargetNames };

/** The code as customers type it. */
export function CouponCode({ code, size = 'sm', nowrap }: { code: string; size?: 'sm' | 'md'; nowrap?: boolean }) {
  return (
    <Text ff="monospace" fw={700} size={size} style={nowrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}>
      {code}
    </Text>
  );
}

/**
 * The coupon's switch: off, customers can no longer use the code; on again, they can. Its name
 * says which code it is about ("Customers can use SUMMER-10"); `withLabel` shows "Active" beside it.
 */
export function CouponActiveSwitch({ coupon, withLabel = false }: { coupon: Coupon; withLabel?: boolean }) {
  const { t } = useTranslation('coupons');
  const setActive = useSetCouponActive();
  const toggle = (active: boolean) =>
    setActive.mutate(
      { id: coupon.id, active },
      {
        onSuccess: () => toast.success(t(active ? 'active.on' : 'active.off', { code: coupon.code })),
        onError: (error) => toast.error(errorText(t, error)),
      },
    );
  return (
    <Switch
      label={withLabel ? t('active.label') : undefined}
      labelPosition="left"
      aria-label={t('active.toggle', { code: coupon.code })}
      checked={setActive.isPending ? (setActive.variables?.active ?? coupon.active) : coupon.active}
      disabled={setActive.isPending}
      onChange={(event) => toggle(event.currentTarget.checked)}
    />
  );
}

/** A line of a coupon's terms, dimmed when it only says there is no such limit. */
export function CouponTerm({ children, muted, icon }: { children: ReactNode; muted?: boolean; icon?: ReactNode }) {
  const text = (
    <Text size="sm" c={muted ? 'dimmed' : undefined}>
      {children}
    </Text>
  );
  return icon ? (
    <Group gap={8} wrap="nowrap" align="flex-start">
      {icon}
      {text}
    </Group>
  ) : (
    text
  );
}

/** "3 of 50 used" and "Twice per customer" (or that there is no limit per customer). */
export function CouponUses({ coupon, icons }: { coupon: Coupon; icons?: { uses: ReactNode; perCustomer: ReactNode } }) {
  const { t } = useTranslation('coupons');
  const { perCustomer } = limitTexts(t, coupon);
  return (
    <>
      <CouponTerm icon={icons?.uses}>{usesText(t, coupon)}</CouponTerm>
      <CouponTerm muted={!perCustomer.set} icon={icons?.perCustomer}>
        {perCustomer.text}
      </CouponTerm>
    </>
  );
}

/**
 * What rentals the coupon takes money off: "Products: …", "Categories: …" or "Every product", and
 * "From 3 charged days" (or any length).
 */
export function CouponTargets({
  coupon,
  names,
  icons,
}: {
  coupon: Coupon;
  names: TargetNames;
  icons?: { targets: ReactNode; minDays: ReactNode };
}) {
  const { t } = useTranslation('coupons');
  const { limited, lines } = targetTexts(t, coupon, names);
  const { minDays } = limitTexts(t, coupon);
  const list = (
    <Stack gap={2} miw={0}>
      {lines.map((line) => (
        <CouponTerm key={line} muted={!limited}>
          {line}
        </CouponTerm>
      ))}
    </Stack>
  );
  return (
    <>
      {icons ? (
        <Group gap={8} wrap="nowrap" align="flex-start">
          {icons.targets}
          {list}
        </Group>
      ) : (
        list
      )}
      <CouponTerm muted={!minDays.set} icon={icons?.minDays}>
        {minDays.text}
      </CouponTerm>
    </>
  );
}
