import { Fragment, useId, useState } from 'react';
import { ActionIcon, Button, Stack, Table, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UtilisationReport } from '@shared/schemas/reports';
import type { ReportFormats } from '../lib/format';
import classes from './reports.module.css';

type Product = UtilisationReport['products'][number];
type Unit = UtilisationReport['units'][number];

const COLUMNS = 7;
/** The most used products listed at first; the rest (the idle ones among them) on request. */
export const FIRST_SHOWN = 15;

/**
 * Each product's utilisation, the most used first as the server sorts them, with its late
 * returns and incidents in the period; a product opens to its units' own figures. A kit has only
 * its late returns and incidents: its days are its parts'.
 */
export function UtilisationTable({ report, formats }: { report: UtilisationReport; formats: ReportFormats }) {
  const { t } = useTranslation('reports');
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [all, setAll] = useState(false);
  const long = report.products.length > FIRST_SHOWN;
  const shown = all || !long ? report.products : report.products.slice(0, FIRST_SHOWN);
  const unitsOf = new Map<number, Unit[]>();
  for (const unit of report.units) unitsOf.set(unit.productId, [...(unitsOf.get(unit.productId) ?? []), unit]);
  const toggle = (productId: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(productId)) next.add(productId);
      return next;
    });
  const heading = (label: string) => (
    <Table.Th ta="right" className={classes.number}>
      {label}
    </Table.Th>
  );
  return (
    <Stack gap="xs" align="flex-start">
      <Table.ScrollContainer minWidth={720} w="100%">
        <Table verticalSpacing="xs" data-testid="utilisation-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('utilisation.columns.product')}</Table.Th>
              {heading(t('utilisation.columns.utilisation'))}
              {heading(t('utilisation.columns.daysOut'))}
              {heading(t('utilisation.columns.daysPossible'))}
              {heading(t('utilisation.columns.units'))}
              {heading(t('utilisation.columns.lateReturns'))}
              {heading(t('utilisation.columns.incidents'))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((product) => (
              <ProductRows
                key={product.productId}
                product={product}
                units={unitsOf.get(product.productId) ?? []}
                opened={open.has(product.productId)}
                onToggle={() => toggle(product.productId)}
                formats={formats}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {long && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setAll((current) => !current)}
          aria-expanded={all}
          leftSection={
            <IconChevronDown size={14} aria-hidden style={all ? { transform: 'rotate(180deg)' } : undefined} />
          }
          data-testid="utilisation-all"
        >
          {all
            ? t('utilisation.showFewer', { count: FIRST_SHOWN })
            : report.totals.products > report.products.length
              ? t('utilisation.showListed', { count: report.products.length })
              : t('utilisation.showAll', { count: report.products.length })}
        </Button>
      )}
      {report.totals.products > report.products.length && (
        <Text size="sm" c="dimmed" data-testid="utilisation-more-in-csv">
          {t('utilisation.moreInCsv', { count: report.totals.products })}
        </Text>
      )}
    </Stack>
  );
}

type RowsProps = {
  product: Product;
  units: Unit[];
  opened: boolean;
  onToggle: () => void;
  formats: ReportFormats;
};

function ProductRows({ product, units, opened, onToggle, formats }: RowsProps) {
  const { t } = useTranslation('reports');
  const unitsId = useId();
  const count = (value: number, flagged = false) => (
    <Table.Td ta="right" className={classes.number} fw={flagged && value > 0 ? 700 : undefined}>
      {value}
    </Table.Td>
  );
  const none = (
    <Table.Td ta="right" c="dimmed">
      —
    </Table.Td>
  );
  return (
    <Fragment>
      <Table.Tr data-testid="utilisation-row">
        <Table.Th scope="row" fw={400}>
          <div style={{ display: 'flex', alignItems: 'flex-start', gap: 8 }}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              mt={2}
              onClick={onToggle}
              aria-expanded={opened}
              aria-controls={opened ? unitsId : undefined}
              aria-label={t(opened ? 'utilisation.hideUnits' : 'utilisation.showUnits', {
                product: product.productName,
              })}
              disabled={units.length === 0}
            >
              <IconChevronDown
                size={16}
                aria-hidden
                style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms ease' }}
              />
            </ActionIcon>
            <div>
              <Text size="sm" fw={500}>
                {product.productName}
              </Text>
              <Text size="xs" c="dimmed">
                {product.categoryName}
              </Text>
              {product.isKit && (
                <Text size="xs" c="dimmed" fs="italic">
                  {t('utilisation.kitNote')}
                </Text>
              )}
            </div>
          </div>
        </Table.Th>
        {product.isKit ? (
          // A kit has no units of its own: its days out are its parts' (decision 093).
          <>
            {none}
            {none}
            {none}
            {none}
          </>
        ) : (
          <>
            <Table.Td ta="right" className={classes.number} fw={600}>
              {formats.percent(product.utilisation)}
            </Table.Td>
            {count(product.daysOut)}
            {count(product.daysPossible)}
            {count(product.units)}
          </>
        )}
        {count(product.lateReturns, true)}
        {count(product.incidents, true)}
      </Table.Tr>
      {opened && (
        <Table.Tr id={unitsId}>
          <Table.Td colSpan={COLUMNS} className={classes.unitsCell} py="xs" pl={44}>
            <Table
              verticalSpacing={4}
              fz="sm"
              withRowBorders={false}
              aria-label={t('utilisation.unitsOf', { product: product.productName })}
              data-testid="utilisation-units"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('utilisation.columns.serialNumber')}</Table.Th>
                  <Table.Th ta="right">{t('utilisation.columns.utilisation')}</Table.Th>
                  <Table.Th ta="right">{t('utilisation.columns.daysOut')}</Table.Th>
                  <Table.Th ta="right">{t('utilisation.columns.daysPossible')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {units.map((unit) => (
                  <Table.Tr key={unit.id}>
                    <Table.Td ff="monospace">{unit.serialNumber}</Table.Td>
                    <Table.Td ta="right" className={classes.number}>
                      {formats.percent(unit.utilisation)}
                    </Table.Td>
                    <Table.Td ta="right" className={classes.number}>
                      {unit.daysOut}
                    </Table.Td>
                    <Table.Td ta="right" className={classes.number}>
                      {unit.daysPossible}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.Td>
        </Table.Tr>
      )}
    </Fragment>
  );
}
