import { Badge, Grid, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shared/schemas/catalog';
import { useFormatPrice } from '@/components/use-format-price';
import { ProductImage } from '@/features/catalog';
import { DepositNote } from './deposit-note';
import { DurationPriceList } from './duration-price-list';
import { RentalPanel } from './rental-panel/rental-panel';
import { KitBadge, KitContents } from '@/features/kits';
import { WishlistHeart } from '@/features/wishlist';

/** Image, name, wishlist toggle, price per day, the rental panel, brand/model and description. */
export function ProductDetails({ product, categoryName }: { product: Product; categoryName?: string }) {
  const { t } = useTranslation('catalog');
  const formatPrice = useFormatPrice();
  return (
    <Grid gap={{ base: 'lg', md: 48 }}>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <ProductImage
            src={product.cardImageUrl}
            largeSrc={product.imageUrl}
            alt={product.name}
            size="page"
            priority
          />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="md">
          <Stack gap={6}>
            <Group gap={6}>
              {categoryName && (
                <Badge variant="light" w="fit-content">
                  {categoryName}
                </Badge>
              )}
              {product.kitParts.length > 0 && <KitBadge size="md" />}
            </Group>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
                {product.name}
              </Title>
              <WishlistHeart product={product} size="xl" />
            </Group>
          </Stack>
          <Stack gap={6}>
            <Text>
              <Text span fw={800} fz={28}>
                {formatPrice(product.dailyPrice)}
              </Text>{' '}
              <Text span c="dimmed">
                {t('product.perDay')}
              </Text>
              <Text span c="dimmed" fz="sm">
                {' · '}
                {t('product.vatIncluded')}
              </Text>
            </Text>
            <DurationPriceList product={product} />
            <DepositNote product={product} />
          </Stack>
          <RentalPanel key={product.id} product={product} />
          <KitContents parts={product.kitParts} />
          <Table variant="vertical" withTableBorder layout="fixed">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={120}>{t('product.brand')}</Table.Th>
                <Table.Td>{product.brand}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th w={120}>{t('product.model')}</Table.Th>
                <Table.Td>{product.model}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Stack gap={6}>
            <Title order={2} fz="lg">
              {t('product.description')}
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }} c={product.description ? undefined : 'dimmed'}>
              {product.description || t('product.noDescription')}
            </Text>
          </Stack>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
