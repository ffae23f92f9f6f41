import { Anchor, Avatar, Group, Table, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Category, Product } from '@shared/schemas/catalog';
import { paths } from '@/lib/paths';
import { useFormatPrice } from '@/components/use-format-price';

type Props = { products: Product[]; categories: Category[] };

export function ProductsTable({ products, categories }: Props) {
  const { t } = useTranslation('dashboard');
  const formatPrice = useFormatPrice();
  const categoryName = (id: number) => categories.find((category) => category.id === id)?.name ?? '—';
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('products.name')}</Table.Th>
            <Table.Th>{t('products.category')}</Table.Th>
            <Table.Th>{t('products.brand')}</Table.Th>
            <Table.Th>{t('products.model')}</Table.Th>
            <Table.Th>{t('products.dailyPrice')}</Table.Th>
            <Table.Th w="30%">{t('products.description')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((product) => (
            <Table.Tr key={product.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={product.cardImageUrl} alt="" radius="sm" size={40}>
                    <IconCamera size={18} />
                  </Avatar>
                  <Anchor component={Link} to={paths.product.getHref(product.id)} fw={600} size="sm">
                    {product.name}
                  </Anchor>
                </Group>
              </Table.Td>
              <Table.Td>{categoryName(product.categoryId)}</Table.Td>
              <Table.Td>{product.brand}</Table.Td>
              <Table.Td>{product.model}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {t('products.pricePerDay', { price: formatPrice(product.dailyPrice) })}
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {product.description || '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
