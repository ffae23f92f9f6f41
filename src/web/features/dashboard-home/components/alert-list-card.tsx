import { Fragment, type ReactNode } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ShopDay } from '@/components/shop-day';
import { useLanguage } from '@/i18n/use-language';
import { paths } from '@/lib/paths';
import classes from './dashboard-home.module.css';
import { OverviewCard } from './overview-card';

type CardProps<Item> = {
  id: string;
  title: string;
  description: string;
  icon: ReactNode;
  /** The newest that wait, and how many wait in all. */
  list: { items: Item[]; total: number };
  /** "And 3 older ones…", for those the card leaves out. */
  older: (count: number) => string;
  row: (item: Item) => ReactNode;
  /** Anything besides the list (a popup the rows open). */
  children?: ReactNode;
};

/**
 * A red card of money matters waiting for someone (disputes, payments to review, failed refunds):
 * its newest items, each in a row, and a line for the older ones left out.
 */
export function AlertListCard<Item extends { id: number }>({
  id,
  title,
  description,
  icon,
  list,
  older,
  row,
  children,
}: CardProps<Item>) {
  return (
    <OverviewCard
      id={id}
      title={title}
      description={description}
      icon={icon}
      color="red"
      count={list.total}
      tone="alert"
    >
      <ul className={classes.list}>
        {list.items.map((item) => (
          <Fragment key={item.id}>{row(item)}</Fragment>
        ))}
      </ul>
      {list.total > list.items.length && (
        <Text size="sm" c="dimmed">
          {older(list.total - list.items.length)}
        </Text>
      )}
      {children}
    </OverviewCard>
  );
}

/** An item of an AlertListCard: its amount and what is said beside it, the day it came, then the rest. */
export function AlertRow({
  amount,
  beside,
  instant,
  children,
}: {
  amount: string;
  beside: ReactNode;
  instant: string;
  children: ReactNode;
}) {
  return (
    <Stack component="li" gap={4} className={classes.row}>
      <Group justify="space-between" gap="xs" wrap="wrap" align="baseline">
        <Group gap={6} wrap="wrap" align="baseline">
          <Text fw={700} size="sm">
            {amount}
          </Text>
          {beside}
        </Group>
        <ShopDay instant={instant} size="xs" c="dimmed" />
      </Group>
      {children}
    </Stack>
  );
}

/** "For order R-…": the order's reference, a link to its page. */
export function OrderLink({ label, order }: { label: string; order: { id: number; reference: string } }) {
  return (
    <>
      {label}{' '}
      <Anchor component={Link} to={paths.dashboard.order.getHref(order.id)} fw={600}>
        {order.reference}
      </Anchor>
    </>
  );
}

/** An amount Stripe reported, in its currency (which may not be the shop's). */
export function useStripeAmount() {
  const language = useLanguage();
  return (amount: string, currency: string) =>
    new Intl.NumberFormat(language, {
      style: 'currency',
      currency: /^[a-z]{3}$/i.test(currency) ? currency.toUpperCase() : 'EUR',
    }).format(Number(amount));
}

/** "Mark reviewed", at the foot of a row: the item leaves the card. */
export function MarkReviewedButton({
  label,
  named,
  pending,
  onClick,
}: {
  label: string;
  /** The button's name for a screen reader: which item it marks. */
  named: string;
  pending: boolean;
  onClick: () => void;
}) {
  return (
    <Group justify="flex-end">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconCheck size={14} aria-hidden />}
        loading={pending}
        aria-label={named}
        onClick={onClick}
      >
        {label}
      </Button>
    </Group>
  );
}
