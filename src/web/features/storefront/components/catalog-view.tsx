import { Box, Center, Group, Loader, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCameraOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyMessage } from '@/components/empty-message';
import { ErrorMessage } from '@/components/error-message';
import { errorWithContext } from '@/lib/error-text';
import { queryKeys } from '@/lib/query-keys';
import { useProducts, ProductCard, ProductCardSkeleton, productGridCols, productGridSpacing } from '@/features/catalog';
import { WishlistHeart } from '@/features/wishlist';
import { CatalogSearch } from './catalog-search';
import { SortButtons } from './sort-buttons';
import { PAGE_SIZE, useCatalogParams } from './use-catalog-params';
import classes from './storefront.module.css';

/** Two rows on the widest grid: enough to fill the first screen at every width. */
const SKELETON_CARDS = 8;

type Props = {
  categoryId?: number;
  query?: string;
  /** The context the loading error is prefixed with, e.g. "Error fetching products by name". */
  errorContext: string;
};

/** Search, price order, product grid and pagination: the body of every catalogue page. */
export function CatalogView({ categoryId, query, errorContext }: Props) {
  const { t } = useTranslation(['catalog', 'common']);
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
  const loading = products.isPending;

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <CatalogSearch key={query ?? ''} initialValue={query ?? ''} />
        <SortButtons sort={sort} onSort={setSort} onClear={clearOrder} />
      </Group>

      {products.isError ? (
        <ErrorMessage message={errorWithContext(t, errorContext, products.error)} />
      ) : products.data?.items.length === 0 ? (
        <EmptyMessage message={t('catalog.empty')} icon={<IconCameraOff size={26} stroke={1.5} />} />
      ) : (
        <>
          <div className={classes.resultLine} role="status" aria-live="polite">
            {loading && <Loader size={14} />}
            <Text size="sm" c="dimmed">
              {products.data
                ? t('catalog.showing', { first, last: first + products.data.items.length - 1, count: total })
                : t('common:loading')}
            </Text>
          </div>
          <Box
            aria-busy={loading || products.isPlaceholderData}
            style={{ opacity: products.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          >
            <SimpleGrid cols={productGridCols} spacing={productGridSpacing}>
              {products.data
                ? products.data.items.map((product) => (
                    <ProductCard key={product.id} product={product} actions={<WishlistHeart product={product} />} />
                  ))
                : Array.from({ length: SKELETON_CARDS }, (_, index) => <ProductCardSkeleton key={index} />)}
            </SimpleGrid>
          </Box>
          {(loading || pages > 1) && (
            <Center className={classes.paginationSlot}>
              {pages > 1 && (
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
              )}
            </Center>
          )}
        </>
      )}
    </Stack>
  );
}
