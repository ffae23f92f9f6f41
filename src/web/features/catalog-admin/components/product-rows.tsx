import { Avatar, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminProduct } from '@shared/schemas/catalog-admin';
import { useFormatPrice } from '@/components/use-format-price';
import { paths } from '@/lib/paths';
import { KitBadge } from '@/features/kits';
import { formatVatRate } from '@/lib/vat-rate';
import type { CatalogMode } from '../lib/catalog-mode';
import { Labelled } from '@/components/labelled';
import { LabelsLink } from './labels-link';
import { RowAction } from './row-action';
import { CatalogTable } from './catalog-table';
import classes from './catalog-admin.module.css';
import { useLanguage } from '@/i18n/use-language';

type Props = { rows: AdminProduct[]; mode: CatalogMode; onPick: (product: AdminProduct) => void };

function Thumbnail({ product, size }: { product: AdminProduct; size: number }) {
  return (
    <Avatar src={product.cardImageUrl} alt="" radius="sm" size={size} style={{ flex: 'none' }}>
      <IconCamera size={size / 2.2} stroke={1.5} aria-hidden />
    </Avatar>
  );
}

function Name({ product, mode, onPick }: { product: AdminProduct; mode: CatalogMode; onPick: () => void }) {
  const { t } = useTranslation('dashboard');
  const { t: tKits } = useTranslation('kits-areas');
  return (
    <Stack gap={2} miw={0}>
      <RowAction
        mode={mode}
        name={product.name}
        href={paths.product.getHref(product.id)}
        historyHref={paths.dashboard.auditLog.getHref({ entity: 'product', entityId: product.id })}
        onPick={onPick}
      >
        {product.name}
      </RowAction>
      <Group gap="xs" wrap="wrap">
        {product.kitParts.length > 0 ? (
          // A kit has no units of its own: what it is made of says more than "0 items".
          <>
            <KitBadge size="xs" />
            <Text size="xs" c="dimmed" data-testid="kit-part-count">
              {tKits('admin.inList', { count: product.kitParts.length })}
            </Text>
          </>
        ) : (
          <>
            <Text size="xs" c="dimmed">
              {t('products.itemCount', { count: product.itemCount })}
            </Text>
            {product.itemCount > 0 && <LabelsLink of={{ productId: product.id }} whose={product.name} look="link" />}
          </>
        )}
      </Group>
    </Stack>
  );
}

function usePrice() {
  const { t } = useTranslation('dashboard');
  const formatPrice = useFormatPrice();
  return (product: AdminProduct) => t('products.pricePerDay', { price: formatPrice(product.dailyPrice) });
}

/** The product's deposit per unit under its price, when it asks one. */
function Deposit({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('dashboard');
  const formatPrice = useFormatPrice();
  if (Number(product.deposit) === 0) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="product-deposit">
      {t('products.depositPerUnit', { price: formatPrice(product.deposit) })}
    </Text>
  );
}

/** The product's VAT rate under its price when it is not the shop's standard one. */
function VatRate({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  if (product.vatRate === null) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="product-vat-rate">
      {t('products.vat.inList', { rate: formatVatRate(product.vatRate, language) })}
    </Text>
  );
}

export function useProductColumns() {
  const { t } = useTranslation('dashboard');
  return [
    t('products.name'),
    t('products.category'),
    t('products.brand'),
    t('products.model'),
    t('products.dailyPrice'),
    t('products.description'),
  ];
}

export function ProductsTable({ rows, mode, onPick }: Props) {
  const columns = useProductColumns();
  const price = usePrice();
  return (
    <CatalogTable columns={columns} minWidth={820}>
      {rows.map((product) => (
        <Table.Tr key={product.id} className={classes.target} data-mode={mode ?? undefined}>
          <Table.Td w="26%">
            <Group gap="sm" wrap="nowrap">
              <Thumbnail product={product} size={44} />
              <Name product={product} mode={mode} onPick={() => onPick(product)} />
            </Group>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{product.categoryName}</Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{product.brand}</Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{product.model}</Text>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <Text size="sm">{price(product)}</Text>
            <Deposit product={product} />
            <VatRate product={product} />
          </Table.Td>
          <Table.Td w="26%">
            <Text size="sm" c="dimmed" lineClamp={2}>
              {product.description || '—'}
            </Text>
          </Table.Td>
        </Table.Tr>
      ))}
    </CatalogTable>
  );
}

export function ProductCards({ rows, mode, onPick }: Props) {
  const { t } = useTranslation('dashboard');
  const price = usePrice();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((product) => (
        <Paper
          component="li"
          key={product.id}
          withBorder
          radius="md"
          p="md"
          className={classes.target}
          data-mode={mode ?? undefined}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Thumbnail product={product} size={64} />
            <Stack gap={4} miw={0}>
              <Name product={product} mode={mode} onPick={() => onPick(product)} />
              <Text size="sm" fw={600}>
                {price(product)}
              </Text>
              <Deposit product={product} />
              <VatRate product={product} />
            </Stack>
          </Group>
          <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs" mt="sm">
            <Labelled label={t('products.category')}>
              <Text size="sm">{product.categoryName}</Text>
            </Labelled>
            <Labelled label={t('products.brand')}>
              <Text size="sm">{product.brand}</Text>
            </Labelled>
            <Labelled label={t('products.model')}>
              <Text size="sm">{product.model}</Text>
            </Labelled>
          </SimpleGrid>
          {product.description && (
            <Text size="sm" c="dimmed" mt="sm" lineClamp={3}>
              {product.description}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
