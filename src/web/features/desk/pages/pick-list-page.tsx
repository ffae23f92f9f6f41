import { Alert, Anchor, Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { addDays, type IsoDate, parseIsoDate } from '@shared/calendar-date';
import type { PickList } from '@shared/schemas/pick-list';
import { EmptyMessage } from '@/components/empty-message';
import { ErrorMessage } from '@/components/error-message';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { usePageTitle } from '@/components/use-page-title';
import { useLanguage } from '@/i18n/use-language';
import { errorWithContext } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { shopToday } from '@/lib/shop-calendar';
import { usePickList } from '../api/use-pick-list';
import classes from '../components/pick-list.module.css';

/** The day in full, weekday first: the counter prints it at the top of the sheet. */
const longDay = (date: IsoDate, language: string) =>
  new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/**
 * The counter's pick list (issue 48): the units to take off the shelves for a day's pick-ups,
 * the shop's tomorrow unless another day is chosen (`?date=`), in shelf order (category,
 * product, serial number: the shop records no shelf places), a kit's parts one by one, each with
 * its customer and order. Printed on A4 (pick-list.module.css): the sheet alone, with a box to
 * tick per unit.
 */
export default function PickListPage() {
  const { t } = useTranslation('desk');
  usePageTitle(t('pickList.title'));
  const [params, setParams] = useSearchParams();
  const date = parseIsoDate(params.get('date') ?? '');
  const list = usePickList(date);
  const tomorrow = addDays(shopToday(), 1);

  const choose = (next: string) => {
    const query = new URLSearchParams(params);
    if (next && parseIsoDate(next)) query.set('date', next);
    else query.delete('date');
    setParams(query, { replace: true });
  };

  return (
    <>
      <Anchor
        component={Link}
        to={paths.dashboard.desk.getHref()}
        size="sm"
        mb="xs"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        <IconArrowLeft size={16} aria-hidden />
        {t('pickList.back')}
      </Anchor>
      <PageHeader
        title={t('pickList.title')}
        description={t('pickList.lead')}
        actions={
          <Button
            leftSection={<IconPrinter size={18} aria-hidden />}
            onClick={() => window.print()}
            disabled={!list.data || list.data.units.length === 0}
          >
            {t('pickList.print')}
          </Button>
        }
      />
      <Group gap="sm" align="flex-end" mb="lg">
        <TextInput
          type="date"
          label={t('pickList.date')}
          value={list.data?.date ?? date ?? tomorrow}
          onChange={(event) => choose(event.currentTarget.value)}
          w={200}
        />
        <Button variant="default" onClick={() => choose('')} disabled={date === null || date === tomorrow}>
          {t('pickList.tomorrow')}
        </Button>
      </Group>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <ErrorMessage message={errorWithContext(t, t('pickList.error'), list.error)} />
      ) : (
        <PickListSheet list={list.data} />
      )}
    </>
  );
}

/** What prints: the day, its opening, how much there is to prepare, and the units in shelf order. */
export function PickListSheet({ list }: { list: PickList }) {
  const { t } = useTranslation('desk');
  const language = useLanguage();
  const units = t('pickList.units', { count: list.total });
  const pickUps = t('pickList.pickUps', { count: list.rentals });
  return (
    <Stack gap="sm" className={classes.sheet} data-testid="pick-list">
      <Title order={2} fz="h3" id="pick-list-heading">
        {t('pickList.heading', { date: longDay(list.date, language) })}
      </Title>
      <Text size="sm">{t('pickList.hours')}</Text>
      {list.closed && (
        <Alert color="orange" variant="light" role="status">
          {t(`pickList.closed.${list.closed}`)}
        </Alert>
      )}
      {list.total === 0 ? (
        <EmptyMessage message={t('pickList.empty')} />
      ) : (
        <>
          <Text size="sm" fw={600}>
            {t('pickList.summary', { units, pickUps })}
          </Text>
          <Text size="xs" c="dimmed" id="pick-list-order">
            {t('pickList.order')}
          </Text>
          {/* Wider than a phone: the sheet scrolls sideways, from the keyboard too (a region one can Tab to). */}
          <Table.ScrollContainer
            minWidth={640}
            className={classes.scroll}
            scrollAreaProps={{
              viewportProps: { tabIndex: 0, role: 'region', 'aria-labelledby': 'pick-list-heading' },
            }}
          >
            <Table className={classes.table} verticalSpacing={6} aria-describedby="pick-list-order">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('pickList.columns.picked')}</Table.Th>
                  <Table.Th>{t('pickList.columns.category')}</Table.Th>
                  <Table.Th>{t('pickList.columns.product')}</Table.Th>
                  <Table.Th>{t('pickList.columns.serial')}</Table.Th>
                  <Table.Th>{t('pickList.columns.customer')}</Table.Th>
                  <Table.Th>{t('pickList.columns.order')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.units.map((unit) => (
                  <Table.Tr key={`${unit.rentalId}-${unit.itemId}`} data-testid="pick-list-unit">
                    <Table.Td>
                      <span className={classes.tick} aria-hidden />
                    </Table.Td>
                    <Table.Td>{unit.categoryName}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {unit.productName}
                      </Text>
                      {unit.kitName && (
                        <Text size="xs" c="dimmed">
                          {t('pickList.kitPart', { kit: unit.kitName })}
                        </Text>
                      )}
                      {unit.stillOut && (
                        <Badge color="orange" variant="light" size="sm" title={t('pickList.stillOutHint')}>
                          {t('pickList.stillOut')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td className={classes.serial}>{unit.serialNumber}</Table.Td>
                    <Table.Td>{unit.customerName}</Table.Td>
                    <Table.Td className={classes.reference}>{unit.orderReference}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {list.total > list.units.length && (
            <Text size="sm" c="dimmed">
              {t('pickList.more', { count: list.total - list.units.length })}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
