import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { EmptyMessage } from '@/components/empty-message';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/components/use-page-title';
import { errorWithContext } from '@/lib/error-text';
import { useWishlistRefresh } from '../api/use-wishlist-refresh';
import { ClearWishlistButton } from '../components/clear-wishlist-button';
import { SortableWishlistGrid } from '../components/sortable-wishlist-grid';
import { useWishlistProducts } from '../lib/use-wishlist';

export default function WishlistPage() {
  const { t } = useTranslation('wishlist');
  const products = useWishlistProducts();
  const refresh = useWishlistRefresh();
  usePageTitle(t('page.title'));

  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={
          products.length > 0 ? `${t('page.count', { count: products.length })} · ${t('page.hint')}` : undefined
        }
        actions={<ClearWishlistButton disabled={products.length === 0} />}
      />
      <Stack gap="lg">
        {refresh.isError && (
          <Alert variant="light" color="yellow" icon={<IconAlertTriangle size={18} />}>
            {errorWithContext(t, t('page.refreshError'), refresh.error)}
          </Alert>
        )}
        {products.length === 0 ? (
          <EmptyMessage message={t('page.empty')} icon={<IconHeart size={26} stroke={1.5} />}>
            <Stack gap="sm" align="center">
              <Text size="sm" c="dimmed" ta="center">
                {t('page.emptyHint')}
              </Text>
              <Button component={Link} to={paths.allProducts.getHref()} variant="light">
                {t('page.browse')}
              </Button>
            </Stack>
          </EmptyMessage>
        ) : (
          <SortableWishlistGrid products={products} />
        )}
      </Stack>
    </>
  );
}
