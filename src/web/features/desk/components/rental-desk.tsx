import { useRef, useState, type RefObject } from 'react';
import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCircleCheck, IconInfoCircle, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatCalendarDate, formatDateRange } from '@shared/calendar-date';
import type { DeskRental } from '@shared/schemas/hand-over';
import type { Rental } from '@shared/schemas/rental';
import { fromCents } from '@shared/money';
import { ErrorMessage } from '@/components/error-message';
import { useFormatPrice } from '@/components/use-format-price';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { usePageTitle } from '@/components/use-page-title';
import { ApiError } from '@/lib/api-client';
import { errorWithContext } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { KitBadge } from '@/features/kits';
import { shopToday } from '@/lib/shop-calendar';
import { useDeskRental } from '../api/use-desk-rental';
import { rentDueCents } from '../lib/money-due';
import { formatShopDayTime } from '../lib/shop-time';
import { unitsOut, unitsWaiting } from '../lib/units';
import { OverdueBadge, StageBadge, UnitStateBadge } from './badges';
import { CheckInPanel, type CheckInResult } from './check-in-panel';
import { CheckOutPanel, type CheckOutResult } from './check-out-panel';
import { CheckInDone, CheckOutDone, usePhotoUploads } from './hand-over-results';
import { LineChanges } from './line-changes';
import classes from './desk.module.css';
import { useLanguage } from '@/i18n/use-language';

/** Back to the desk's lists as they were left (their search kept), or to the desk. */
function BackLink() {
  const { t } = useTranslation('desk');
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const to =
    typeof from === 'string' && from.startsWith(paths.dashboard.desk.getHref()) ? from : paths.dashboard.desk.getHref();
  return (
    <Anchor component={Link} to={to} size="sm" mb="xs" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <IconArrowLeft size={16} aria-hidden />
      {t('rental.back')}
    </Anchor>
  );
}

/** A rental id that is none (malformed in the address): the desk says so, with the way back. */
export function RentalNotFound() {
  const { t } = useTranslation('desk');
  usePageTitle(t('title'));
  return (
    <>
      <BackLink />
      <ErrorMessage message={t('rental.notFound')} />
    </>
  );
}

/** Why no unit can be handed over today, or null when one can. */
function checkOutBlocked(rental: Rental, today: string): 'cancelled' | 'unpaid' | 'notYet' | 'ended' | null {
  if (rental.cancelledAt !== null) return 'cancelled';
  if (rental.orderStatus !== 'Placed') return 'unpaid';
  if (today < rental.dateFrom) return 'notYet';
  if (today > rental.dateTo) return 'ended';
  return null;
}

/**
 * The rental's facts: customer, dates, order and incident, and each unit with where it stands;
 * before its hand-over, the changes of its line.
 */
function RentalFacts({ rental, heading }: { rental: DeskRental; heading: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useTranslation('desk');
  const language = useLanguage();
  const formatPrice = useFormatPrice();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="rental-units-title">
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="xs" wrap="wrap">
          <Group gap={6} wrap="wrap">
            {rental.isKit && <KitBadge size="md" />}
            <OverdueBadge rental={rental} />
            <StageBadge rental={rental} />
          </Group>
          <LineChanges rental={rental} focusOnGone={heading} />
        </Group>
        <SimpleGrid type="container" cols={{ base: 1, '520px': 2 }} spacing="sm" verticalSpacing="xs">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('rental.customer')}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {rental.userName}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {rental.userEmail}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('rental.dates')}
            </Text>
            <Text size="sm">{formatDateRange(rental, language)}</Text>
          </Stack>
          <Stack gap={2} align="flex-start">
            <Text size="xs" c="dimmed">
              {t('rental.order')}
            </Text>
            <Anchor
              component={Link}
              to={paths.dashboard.order.getHref(rental.orderId)}
              size="sm"
              className={classes.reference}
              aria-label={t('rental.orderLink', { reference: rental.orderReference })}
            >
              <IconReceipt size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
              {rental.orderReference}
            </Anchor>
          </Stack>
          {rental.payLater && rentDueCents(rental) > 0 && (
            <Stack gap={2} data-testid="pays-later">
              <Text size="xs" c="dimmed">
                {t('rental.owes', { amount: formatPrice(fromCents(rentDueCents(rental))) })}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('rental.paysLater', { reason: rental.payLater.reason })}
              </Text>
            </Stack>
          )}
          {rental.incident && (
            <Stack gap={2} align="flex-start">
              <Text size="xs" c="dimmed">
                {t('rental.incidentLabel')}
              </Text>
              <Anchor component={Link} to={paths.dashboard.incidents.getHref(rental.incident.id)} size="sm">
                <IconAlertTriangle size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
                {t('rental.incident', { id: rental.incident.id })} ·{' '}
                {t(`rental.incidentStatus.${rental.incident.status}`)}
              </Anchor>
            </Stack>
          )}
        </SimpleGrid>
        <Title order={2} fz="h4" id="rental-units-title" mt="xs">
          {t('rental.units', { count: rental.items.length })}
        </Title>
        <ul className={classes.list} aria-labelledby="rental-units-title">
          {rental.items.map((unit) => (
            <li key={unit.id} className={classes.unitRow} data-testid="rental-unit">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Group gap={8} wrap="wrap" align="baseline">
                  <span className={classes.serial}>{unit.serialNumber}</span>
                  {/* A kit's units are its parts': each says which. */}
                  {rental.isKit && (
                    <Text span size="sm" fw={600} data-testid="unit-product">
                      {unit.productName}
                    </Text>
                  )}
                </Group>
                {unit.checkedOutAt && (
                  <Text size="xs" c="dimmed">
                    {unit.checkedInAt
                      ? t('unit.between', {
                          out: formatShopDayTime(unit.checkedOutAt, language),
                          back: formatShopDayTime(unit.checkedInAt, language),
                        })
                      : t('unit.since', { out: formatShopDayTime(unit.checkedOutAt, language) })}
                  </Text>
                )}
              </Stack>
              <UnitStateBadge unit={unit} />
            </li>
          ))}
        </ul>
        {rental.overdue && (
          <Text size="sm" c="red" data-testid="late-fee-so-far">
            {t('rental.lateSoFar', { count: rental.daysLate })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** A rental at the desk: its facts, then its check-out and check-in, side by side where there is room. */
export function RentalDesk({ id }: { id: number }) {
  const { t } = useTranslation('desk');
  const language = useLanguage();
  const query = useDeskRental(id);
  const [checkedOut, setCheckedOut] = useState<CheckOutResult | null>(null);
  const [checkedIn, setCheckedIn] = useState<CheckInResult | null>(null);
  const photos = usePhotoUploads();
  const heading = useRef<HTMLHeadingElement>(null);
  usePageTitle(query.data ? t('rental.title', { product: query.data.productName }) : t('title'));

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <>
        <BackLink />
        <ErrorMessage
          message={missing ? t('rental.notFound') : errorWithContext(t, t('rental.loadError'), query.error)}
        />
      </>
    );
  }
  const rental = query.data;
  const blocked = checkOutBlocked(rental, shopToday());
  const waiting = unitsWaiting(rental);
  const out = unitsOut(rental);

  return (
    <>
      <BackLink />
      <PageHeader
        title={rental.productName}
        titleRef={heading}
        description={
          <>
            {rental.userName} ·{' '}
            <span className={classes.nowrap}>{t('rental.orderLink', { reference: rental.orderReference })}</span>
          </>
        }
      />
      <Stack gap="md">
        {checkedOut && <CheckOutDone result={checkedOut} />}
        {checkedIn && <CheckInDone result={checkedIn} photos={photos} />}
        <RentalFacts rental={rental} heading={heading} />
        {(waiting.length > 0 || out.length > 0) && (
          <SimpleGrid type="container" cols={{ base: 1, '760px': waiting.length > 0 && out.length > 0 ? 2 : 1 }}>
            {waiting.length > 0 &&
              (blocked === null ? (
                <CheckOutPanel
                  key={`out-${rental.items.map((unit) => unit.id).join('-')}`}
                  rental={rental}
                  onDone={(result) => {
                    setCheckedIn(null);
                    setCheckedOut(result);
                  }}
                />
              ) : (
                <Alert
                  color="gray"
                  variant="light"
                  icon={<IconInfoCircle aria-hidden />}
                  data-testid="check-out-blocked"
                >
                  {t(`checkOut.blocked.${blocked}`, {
                    from: formatCalendarDate(rental.dateFrom, language),
                    to: formatCalendarDate(rental.dateTo, language),
                  })}
                </Alert>
              ))}
            {out.length > 0 && (
              <CheckInPanel
                rental={rental}
                onDone={(result) => {
                  setCheckedOut(null);
                  setCheckedIn(result);
                  photos.start(result.after.incident?.id ?? null, result.photos);
                }}
              />
            )}
          </SimpleGrid>
        )}
        {waiting.length === 0 && out.length === 0 && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} data-testid="all-back">
            {t('rental.allBack')}
          </Alert>
        )}
      </Stack>
    </>
  );
}
