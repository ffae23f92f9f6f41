import { useRef } from 'react';
import { Box, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCameraOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyMessage } from '@/components/empty-message';
import { ErrorMessage } from '@/components/error-message';
import { LoadMore } from '@/components/load-more';
import { errorWithContext } from '@/lib/error-text';
import { queryKeys } from '@/lib/query-keys';
import { useProducts, ProductCard, ProductCardSkeleton, productGridCols, productGridSpacing } from '@/features/catalog';
import { WishlistHeart } from '@/features/wishlist';
import { PageSlice } from '@/ssr/page-slice';
import { CatalogSearch } from './catalog-search';
import { SortButtons } from './sort-buttons';
import { PAGE_SIZE, useCatalogParams } from './use-catalog-params';
import classes from './storefront.module.css';
import { useLanguage } from '@/i18n/use-language';

/** Two rows on the widest grid: enough to fill the first screen at every width. */
const SKELETON_CARDS = 8;

type Props = {
  categoryId?: number;
  query?: string;
  /** The context the loading error is prefixed with, e.g. "Error fetching products by name". */
  errorContext: string;
  /**
   * Every card's picture lazily, the first one too: for a grid below the first screen (the home
   * page's, under its hero on a phone and a laptop alike), so none is fetched ahead of the page.
   */
  lazy?: boolean;
};

/** Search, price order, product grid and "Load more": the body of every catalogue page. */
export function CatalogView({ categoryId, query, errorContext, lazy = false }: Props) {
  const { t } = useTranslation(['catalog', 'common']);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const grid = useRef<HTMLDivElement>(null);
  const { sort, setSort } = useCatalogParams();
  const products = useProducts({ categoryId, q: query, sort, limit: PAGE_SIZE });
  const { items, total } = products;
  const loading = products.query.isPending;

  const clearOrder = () => {
    setSort(null);
    void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
  };

  const showing = () => {
    if (!items || !total) return t('common:loading');
    const count = total.count.toLocaleString(language);
    return t(`catalog.showing.${total.kind}`, { last: items.length, count: total.count, total: count });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <CatalogSearch key={query ?? ''} initialValue={query ?? ''} />
        <SortButtons sort={sort} onSort={setSort} onClear={clearOrder} />
      </Group>

      {products.query.isError && !products.loadMoreFailed ? (
        <ErrorMessage message={errorWithContext(t, errorContext, products.query.error)} />
      ) : items?.length === 0 ? (
        <EmptyMessage message={t('catalog.empty')} icon={<IconCameraOff size={26} stroke={1.5} />} />
      ) : (
        <>
          <div className={classes.resultLine} role="status" aria-live="polite">
            {loading && <Loader size={14} />}
            <Text size="sm" c="dimmed">
              {showing()}
            </Text>
          </div>
          <Box
            aria-busy={loading || products.query.isPlaceholderData}
            style={{ opacity: products.query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          >
            <SimpleGrid ref={grid} cols={productGridCols} spacing={productGridSpacing}>
              {items
                ? items.map((product, index) => (
                    <div key={product.id} data-record>
                      {/* Its own boundary: React takes a written page over card by card (decision 030). */}
                      <PageSlice>
                        <ProductCard
                          product={product}
                          actions={<WishlistHeart product={product} />}
                          priority={index === 0 && !lazy}
                        />
                      </PageSlice>
                    </div>
                  ))
                : Array.from({ length: SKELETON_CARDS }, (_, index) => <ProductCardSkeleton key={index} />)}
            </SimpleGrid>
          </Box>
          {items && (
            <LoadMore
              list={grid}
              count={items.length}
              hasMore={products.query.hasNextPage}
              loading={products.query.isFetchingNextPage}
              error={products.loadMoreFailed ? errorWithContext(t, errorContext, products.query.error) : null}
              onLoadMore={products.query.fetchNextPage}
              label={t('catalog.loadMore')}
              loaded={(count) => t('catalog.loaded', { count })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
