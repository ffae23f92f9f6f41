import { useState } from 'react';
import { Anchor, Badge, Box, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconArrowLeft, IconListDetails, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateRange } from '@shared/calendar-date';
import { type Language } from '@shared/languages';
import { formatEuros, toCents } from '@shared/money';
import { SerialTag } from '@/components/serial-tag';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { RecordsState } from '@/components/records-state';
import { useNarrowContainer } from '@/components/use-narrow-container';
import { usePageTitle } from '@/components/use-page-title';
import { paths } from '@/lib/paths';
import { recordSelection, recordsView } from '@/lib/records-view';
import { formatShopDay } from '@/lib/shop-calendar';
import { useCurrentUser, useMayDo } from '@/features/auth';
import { KitBadge, KitPartGroups } from '@/features/kits';
import { HandOverBadges, RentalStatusBadge } from '@/features/rentals';
import { useAdminOrder } from '../api/use-admin-order';
import { useOrder } from '../api/use-order';
import { AddLineButton, AddLineDialog } from './add-line-dialog';
import { AdminPaymentPanel } from './admin-payment-panel';
import { CancelLineDialog } from './cancel-line-button';
import { ChangeDatesDialog } from './change-dates-dialog';
import { ChangePriceDialog } from './change-price-dialog';
import { ChangeUnitsDialog } from './change-units-dialog';
import { StaffLineButtons, type StaffActions } from './staff-line-buttons';
import { useAllowedLineChanges } from './use-allowed-line-changes';
import { OrderInvoices } from './order-invoices';
import { OrderPayment } from './order-payment';
import { LineExtras, OrderTotals } from './order-totals';
import { PaymentCancelledNotice } from './payment-cancelled-notice';
import classes from './orders.module.css';
import { useLanguage } from '@/i18n/use-language';

type Order = NonNullable<ReturnType<typeof useOrder>['data']>;
type Line = Order['rentals'][number];

/** 'own': the customer's order, in their account; 'all': any order, in the dashboard. */
export type OrderScope = 'own' | 'all';

const noList = { isPending: false, isError: false, error: null, data: [] };

/** Narrower than this (content width in px), the lines show as cards. */
const TABLE_MIN_WIDTH = 760;

const orderStatusColor: Record<Order['status'], string> = {
  AwaitingPayment: 'orange',
  Placed: 'blue',
  Cancelled: 'gray',
  Lapsed: 'gray',
};

const money = (amount: string, language: Language) => formatEuros(toCents(amount), language);

function SerialChips({ units, label }: { units: Line['items']; label: string }) {
  return (
    <Box component="ul" aria-label={label} className={classes.serials}>
      {units.map((item) => (
        <li key={item.id}>
          <SerialTag>{item.serialNumber}</SerialTag>
        </li>
      ))}
    </Box>
  );
}

/** The line's units by serial number; a kit's under each of its parts. */
function Serials({ line }: { line: Line }) {
  const { t } = useTranslation('rentals');
  if (line.isKit) {
    return (
      <KitPartGroups units={line.items}>{(units, label) => <SerialChips units={units} label={label} />}</KitPartGroups>
    );
  }
  return <SerialChips units={line.items} label={t('details.items')} />;
}

/** The line's one status, as every list says it (decision 099): Cancelled, Overdue, In progress… */
function LineStatusBadge({ line }: { line: Line }) {
  return <RentalStatusBadge status={line.status} />;
}

function ProductLink({ line }: { line: Line }) {
  const { t } = useTranslation('kits-areas');
  const link = (
    <Anchor component={Link} to={paths.product.getHref(line.productId)} fw={600} size="sm">
      {line.productName}
    </Anchor>
  );
  if (!line.isKit) return link;
  return (
    <Stack gap={2} align="flex-start">
      <Group gap={6} wrap="wrap" style={{ rowGap: 2 }}>
        {link}
        <KitBadge size="xs" />
      </Group>
      <Text size="xs" c="dimmed" data-testid="kit-quantity">
        {t('rental.kits', { count: line.quantity })}
      </Text>
    </Stack>
  );
}

type LinesProps = {
  order: Order;
  language: Language;
  /** Staff's changes (dates, units, price, cancel) on each line that may have them; none for the customer. */
  staff?: StaffActions;
};

function LinesTable({ order, language, staff }: LinesProps) {
  const { t } = useTranslation('rentals');
  return (
    <Table verticalSpacing="sm" className={classes.table}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('order.columns.product')}</Table.Th>
          <Table.Th>{t('order.columns.dates')}</Table.Th>
          <Table.Th>{t('order.columns.units')}</Table.Th>
          <Table.Th ta="right" className={classes.number}>
            {t('order.columns.dailyPrice')}
          </Table.Th>
          <Table.Th ta="right" className={classes.number}>
            {t('order.columns.total')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {order.rentals.map((line) => (
          <Table.Tr key={line.id} data-testid="order-line" className={line.cancelledAt ? classes.cancelled : undefined}>
            <Table.Td>
              <Stack gap={4} align="flex-start">
                <ProductLink line={line} />
                <LineStatusBadge line={line} />
                <HandOverBadges rental={line} />
                {staff && <StaffLineButtons order={order} line={line} staff={staff} />}
              </Stack>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatDateRange(line, language)}</Text>
            </Table.Td>
            <Table.Td>
              <Serials line={line} />
            </Table.Td>
            <Table.Td ta="right" className={classes.number}>
              {t('order.perDay', { price: money(line.dailyPrice, language) })}
            </Table.Td>
            <Table.Td ta="right">
              <Text size="sm" fw={700} className={classes.number}>
                {money(line.total, language)}
              </Text>
              <LineExtras line={line} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function LinesCards({ order, language, staff }: LinesProps) {
  const { t } = useTranslation('rentals');
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {order.rentals.map((line) => (
        <Paper component="li" key={line.id} withBorder radius="md" p="md" data-testid="order-line">
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <ProductLink line={line} />
              <LineStatusBadge line={line} />
            </Group>
            <Text size="sm">{formatDateRange(line, language)}</Text>
            <Serials line={line} />
            <HandOverBadges rental={line} />
            {staff && <StaffLineButtons order={order} line={line} staff={staff} />}
            <Group justify="space-between" align="baseline">
              <Text size="sm" c="dimmed" className={classes.number}>
                {t('order.perDay', { price: money(line.dailyPrice, language) })}
              </Text>
              <Text fw={700} className={classes.number}>
                {money(line.total, language)}
              </Text>
            </Group>
            {/* Its own row: a note that wraps must not pull the amount above away from the edge. */}
            <LineExtras line={line} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function OrderBody({ order, scope }: { order: Order; scope: OrderScope }) {
  const { t } = useTranslation('rentals');
  const language = useLanguage();
  const { ref, narrow } = useNarrowContainer<HTMLDivElement>(TABLE_MIN_WIDTH);
  const customer = order.rentals[0];
  const [cancelling, setCancelling] = useState<Line | null>(null);
  const [repricing, setRepricing] = useState<Line | null>(null);
  const [moving, setMoving] = useState<Line | null>(null);
  const [recounting, setRecounting] = useState<Line | null>(null);
  const [adding, setAdding] = useState(false);
  const allowed = useAllowedLineChanges();
  // Only the changes the role may make (decision 092): a counter cancels a line but re-prices none.
  const staff: StaffActions | undefined =
    scope === 'all'
      ? {
          ...(allowed.cancelLine && { cancelLine: setCancelling }),
          ...(allowed.changePrice && { changePrice: setRepricing }),
          ...(allowed.changeDates && { changeDates: setMoving }),
          ...(allowed.changeUnits && { changeUnits: setRecounting }),
        }
      : undefined;
  const mayAddLines = useMayDo('orders.write');
  return (
    <Stack gap="lg">
      {scope === 'own' && <PaymentCancelledNotice order={order} />}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Group gap="xl" wrap="wrap" align="flex-start" style={{ rowGap: 'var(--mantine-spacing-md)' }}>
          <Stack gap={4}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.label}>
              {t('order.status')}
            </Text>
            <Badge color={orderStatusColor[order.status]} variant="light" data-testid="order-status">
              {t(`order.statuses.${order.status}`)}
            </Badge>
          </Stack>
          <Stack gap={4}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.label}>
              {t('order.placed')}
            </Text>
            <Text size="sm">{formatShopDay(order.placedAt, language)}</Text>
          </Stack>
          {scope === 'all' && customer && (
            <Stack gap={4}>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.label}>
                {t('order.customer')}
              </Text>
              <Text size="sm">
                {customer.userName} · {customer.userEmail}
              </Text>
            </Stack>
          )}
        </Group>
      </Paper>
      <Box ref={ref}>
        {narrow ? (
          <LinesCards order={order} language={language} staff={staff} />
        ) : (
          <LinesTable order={order} language={language} staff={staff} />
        )}
      </Box>
      <Group justify="flex-end" align="flex-start">
        {/* Under the lines, at the start; the total stays at the end, or below on a phone. */}
        {scope === 'all' && mayAddLines && (
          <Box mr="auto">
            <AddLineButton order={order} onAdd={() => setAdding(true)} />
          </Box>
        )}
        <Paper withBorder radius="md" p="md" miw={{ base: '100%', sm: 320 }}>
          <OrderTotals order={order} />
        </Paper>
      </Group>
      {/* The customer reads where their money stands; the shop also acts on it (mark paid, deposits, refunds). */}
      {scope === 'all' ? <AdminPaymentPanel order={order} /> : <OrderPayment order={order} scope={scope} />}
      <OrderInvoices order={order} />
      {scope === 'all' && <CancelLineDialog order={order} line={cancelling} onClose={() => setCancelling(null)} />}
      {scope === 'all' && <ChangePriceDialog order={order} line={repricing} onClose={() => setRepricing(null)} />}
      {scope === 'all' && <ChangeDatesDialog order={order} line={moving} onClose={() => setMoving(null)} />}
      {scope === 'all' && <ChangeUnitsDialog order={order} line={recounting} onClose={() => setRecounting(null)} />}
      {scope === 'all' && <AddLineDialog order={order} opened={adding} onClose={() => setAdding(false)} />}
    </Stack>
  );
}

/** One order: its reference, status, when it was placed, its lines at their booked prices, and its total. */
export function OrderView({ scope }: { scope: OrderScope }) {
  const { t } = useTranslation('rentals');
  const { user } = useCurrentUser();
  const selection = recordSelection(useParams().id);
  const id = selection.kind === 'one' ? selection.id : null;
  const own = useOrder(scope === 'own' ? user?.id : undefined, scope === 'own' ? id : null);
  const any = useAdminOrder(scope === 'all' ? id : null);
  const query = scope === 'own' ? own : any;
  // The route always names an order: there is no list of them to show.
  const view = recordsView(selection, noList, query);
  const order = view.state === 'ready' ? view.records[0] : undefined;
  usePageTitle(order ? t('order.title', { reference: order.reference }) : t('order.titlePlain'));
  const rentalsHref =
    scope === 'all' && order ? paths.dashboard.orderRentals.getHref(order.id) : paths.account.rentalRequests.getHref();

  return (
    <>
      <PageHeader
        title={order ? t('order.title', { reference: order.reference }) : t('order.titlePlain')}
        description={
          order
            ? [
                t('order.lineCount', { count: order.rentals.length }),
                // The customer's purchase-order number, as their invoices print it.
                ...(order.purchaseOrder ? [t('order.purchaseOrder', { number: order.purchaseOrder })] : []),
                // Its prices are without VAT: the business owes it (decision 089).
                ...(order.vatTreatment === 'reverse_charge' ? [t('order.reverseCharge')] : []),
              ].join(' · ')
            : undefined
        }
        actions={
          <Button
            component={Link}
            to={rentalsHref}
            variant="subtle"
            leftSection={
              scope === 'all' ? <IconListDetails size={16} aria-hidden /> : <IconArrowLeft size={16} aria-hidden />
            }
          >
            {scope === 'all' ? t('order.itsRentals') : t('showAll')}
          </Button>
        }
      />
      <RecordsState
        view={view}
        skeleton={<PageLoader />}
        loadError={t('order.loadError')}
        empty={{ message: t('order.notFound.message'), icon: <IconReceipt size={26} stroke={1.5} /> }}
        notFound={{
          title: t('order.notFound.title'),
          message: scope === 'own' ? t('order.notFound.message') : t('order.notFound.messageAll'),
        }}
      >
        {(records) => records[0] && <OrderBody order={records[0]} scope={scope} />}
      </RecordsState>
    </>
  );
}
