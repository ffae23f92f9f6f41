import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCalendarEvent, IconCamera } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateRange } from '@shared/calendar-date';
import type { Rental } from '@shared/schemas/rental';
import { EmptyMessage } from '@/components/empty-message';
import { paths } from '@/lib/paths';
import { shopToday } from '@/lib/shop-calendar';
import { startsIn } from '../lib/starts-in';
import classes from './overview.module.css';
import { useLanguage } from '@/i18n/use-language';

function StartsInBadge({ dateFrom }: { dateFrom: Rental['dateFrom'] }) {
  const { t } = useTranslation('account');
  const soon = startsIn(dateFrom, shopToday());
  const text =
    soon.when === 'today'
      ? t('overview.next.startsToday')
      : soon.when === 'tomorrow'
        ? t('overview.next.startsTomorrow')
        : t('overview.next.startsIn', { count: soon.days });
  return (
    <Badge variant="light" color={soon.when === 'later' ? 'blue' : 'green'} w="fit-content">
      {text}
    </Badge>
  );
}

/** The rental that starts next, with a link to it; or, with none ahead, a way to the catalogue. */
export function NextRental({ rental }: { rental: Rental | null }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  if (!rental) {
    return (
      <EmptyMessage message={t('overview.next.none')} icon={<IconCamera size={26} stroke={1.5} />}>
        <Button component={Link} to={paths.allProducts.getHref()} variant="light">
          {t('overview.next.browse')}
        </Button>
      </EmptyMessage>
    );
  }
  return (
    <Card withBorder radius="md" padding="lg" className={classes.next}>
      <Group justify="space-between" align="center" gap="md" wrap="wrap">
        <Stack gap={6} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <StartsInBadge dateFrom={rental.dateFrom} />
          <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {rental.productName}
          </Text>
          <Group gap={6} wrap="nowrap" c="dimmed">
            <IconCalendarEvent size={16} stroke={1.6} aria-hidden style={{ flex: 'none' }} />
            <Text size="sm">{formatDateRange(rental, language)}</Text>
          </Group>
        </Stack>
        <Button
          component={Link}
          to={paths.account.rentalRequests.getHref(rental.id)}
          variant="light"
          rightSection={<IconArrowRight size={16} />}
        >
          {t('overview.next.view')}
        </Button>
      </Group>
    </Card>
  );
}

export function NextRentalHeading({ id }: { id: string }) {
  const { t } = useTranslation('account');
  return (
    <Title order={2} fz={{ base: 18, sm: 20 }} id={id}>
      {t('overview.next.title')}
    </Title>
  );
}
