import type { ReactNode } from 'react';
import { Anchor, Badge, Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './dashboard-home.module.css';
import { useMayOpen } from './use-may-open';

type Props = {
  id: string;
  title: string;
  icon: ReactNode;
  /** How many there are in all; the badge beside the title. */
  count?: number;
  description?: string;
  /** 'alert' while something waits for the administrator (rentals needing a new unit). */
  tone?: 'default' | 'alert';
  color?: string;
  children: ReactNode;
};

/** One section of the dashboard home: a titled card (an h2 the section is named by). */
export function OverviewCard({ id, title, icon, count, description, tone = 'default', color, children }: Props) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={id}
      className={classes.card}
      data-tone={tone}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <ThemeIcon size={36} radius="md" variant="light" color={color} aria-hidden>
            {icon}
          </ThemeIcon>
          <Title order={2} id={id} fz="lg" className={classes.name}>
            {title}
          </Title>
        </Group>
        {count !== undefined && (
          <Badge
            size="lg"
            variant={tone === 'alert' && count > 0 ? 'filled' : 'light'}
            color={color}
            circle={count < 10}
          >
            {count}
          </Badge>
        )}
      </Group>
      {description && (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      )}
      {children}
    </Card>
  );
}

/** "And 3 more": the list on the home is cut short; the link opens the whole of it. */
export function MoreLink({ hidden, to }: { hidden: number; to: string }) {
  const { t } = useTranslation('dashboard-home');
  const mayOpen = useMayOpen();
  if (hidden <= 0) return null;
  // A page the role may not use (a counter and the units' list): said, not linked.
  if (!mayOpen(to)) {
    return (
      <Text size="sm" c="dimmed">
        {t('more', { count: hidden })}
      </Text>
    );
  }
  return (
    <Anchor
      component={Link}
      to={to}
      size="sm"
      fw={600}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      {t('more', { count: hidden })}
      <IconArrowRight size={14} stroke={2} aria-hidden />
    </Anchor>
  );
}

/** What an empty section says, in a sentence ("Nothing to hand out today."). */
export function EmptyLine({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}
