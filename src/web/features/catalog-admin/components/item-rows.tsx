import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Item } from '@shared/schemas/catalog-admin';
import { paths } from '@/lib/paths';
import type { CatalogMode } from '../lib/catalog-mode';
import { ItemStatusBadge } from './item-status-badge';
import { ServiceDue } from './service-due';
import { Labelled } from '@/components/labelled';
import { RowAction } from './row-action';
import { CatalogTable } from './catalog-table';
import classes from './catalog-admin.module.css';

type Props = { rows: Item[]; mode: CatalogMode; onPick: (item: Item) => void; onService: (item: Item) => void };

/** The serial number; without a mode an item leads nowhere, so it is plain text. */
function Serial({ item, mode, onPick }: { item: Item; mode: CatalogMode; onPick: () => void }) {
  return (
    <RowAction
      mode={mode}
      name={item.serialNumber}
      href={null}
      historyHref={paths.dashboard.auditLog.getHref({ entity: 'item', entityId: item.id })}
      onPick={onPick}
    >
      <span className={classes.serial}>{item.serialNumber}</span>
    </RowAction>
  );
}

export function useItemColumns() {
  const { t } = useTranslation('dashboard');
  return [t('items.serialNumber'), t('items.product'), t('items.status')];
}

export function ItemsTable({ rows, mode, onPick, onService }: Props) {
  const columns = useItemColumns();
  return (
    <CatalogTable columns={columns} minWidth={520}>
      {rows.map((item) => (
        <Table.Tr key={item.id} className={classes.target} data-mode={mode ?? undefined}>
          <Table.Td w="34%">
            <Serial item={item} mode={mode} onPick={() => onPick(item)} />
          </Table.Td>
          <Table.Td>
            <Text size="sm">{item.productName}</Text>
          </Table.Td>
          <Table.Td w="22%">
            <ItemStatusBadge status={item.status} />
            <ServiceDue item={item} onRecord={onService} />
          </Table.Td>
        </Table.Tr>
      ))}
    </CatalogTable>
  );
}

export function ItemCards({ rows, mode, onPick, onService }: Props) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((item) => (
        <Paper
          component="li"
          key={item.id}
          withBorder
          radius="md"
          p="md"
          className={classes.target}
          data-mode={mode ?? undefined}
        >
          <Serial item={item} mode={mode} onPick={() => onPick(item)} />
          <SimpleGrid cols={2} spacing="sm" mt="sm">
            <Labelled label={t('items.product')}>
              <Text size="sm">{item.productName}</Text>
            </Labelled>
            <Labelled label={t('items.status')}>
              <ItemStatusBadge status={item.status} />
              <ServiceDue item={item} onRecord={onService} />
            </Labelled>
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
