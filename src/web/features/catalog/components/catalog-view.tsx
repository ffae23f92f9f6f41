import { Box, Center, Group, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCameraOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyMessage } from '../../../components/empty-message';
import { ErrorMessage } from '../../../components/error-message';
import { PageLoader } from '../../../components/page-loader';
import { queryKeys } from '../../../lib/query-keys';
import { useProducts } from '../api/use-products';
import { CatalogSearch } from './catalog-search';
import { ProductCard } from './product-card';
import { SortButtons } from './sort-buttons';
import { PAGE_SIZE, useCatalogParams } from './use-catalog-params';

type Props = {
  categoryId?: number;
  query?: string;
  /** The context the loading error is prefixed with, e.g. "Error fetching products by name". */
  errorContext: string;
};

/** Search, price order, product grid and pagination: the body of every catalogue page. */
export function CatalogView({ categoryId, query, errorContext }: Props) {
  const { t } = useTranslation('catalog');
  const queryClient = useQueryClient();
  const { sort, page, setSort, setPage } = useCatalogParams();
  const products = useProducts({ categoryId, q: query, sort, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });

  const clearOrder = () => {
    setSort(null);
    void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
  };

  const total = products.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const first = (page - 1) * PAGE_SIZE + 1;

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <CatalogSearch key={query ?? ''} initialValue={query ?? ''} />
        <SortButtons sort={sort} onSort={setSort} onClear={clearOrder} />
      </Group>

      {products.isPending ? (
        <PageLoader minHeight={240} />
      ) : products.isError ? (
        <ErrorMessage message={t('errors.withContext', { context: errorContext, message: products.error.message })} />
      ) : products.data.items.length === 0 ? (
        <EmptyMessage message={t('catalog.empty')} icon={<IconCameraOff size={26} stroke={1.5} />} />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('catalog.showing', { first, last: first + products.data.items.length - 1, count: total })}
          </Text>
          <Box style={{ opacity: products.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing={{ base: 'md', lg: 'lg' }}>
              {products.data.items.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </SimpleGrid>
          </Box>
          {pages > 1 && (
            <Center>
              <Pagination
                total={pages}
                value={Math.min(page, pages)}
                onChange={setPage}
                siblings={1}
                boundaries={1}
                getControlProps={(control) => ({
                  'aria-label': control === 'previous' ? t('pagination.previous') : t('pagination.next'),
                })}
                getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }) })}
              />
            </Center>
          )}
        </>
      )}
    </Stack>
  );
}
