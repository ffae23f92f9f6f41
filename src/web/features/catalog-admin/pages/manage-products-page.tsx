import { useState } from 'react';
import { Center, Pagination, Stack } from '@mantine/core';
import { IconBox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyMessage } from '@/components/empty-message';
import { ErrorMessage } from '@/components/error-message';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { usePageTitle } from '@/components/use-page-title';
import { errorWithContext } from '@/lib/error-text';
import { useCategories, useProducts } from '@/features/catalog';
import { ProductsTable } from '../components/products-table';

const PAGE_SIZE = 25;

export default function ManageProductsPage() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('products.title'));
  const [page, setPage] = useState(1);
  const products = useProducts({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const categories = useCategories().data ?? [];
  const pages = Math.ceil((products.data?.total ?? 0) / PAGE_SIZE);

  return (
    <>
      <PageHeader title={t('products.title')} />
      {products.isPending ? (
        <PageLoader />
      ) : products.isError ? (
        <ErrorMessage message={errorWithContext(t, t('errors.products'), products.error)} />
      ) : products.data.items.length === 0 ? (
        <EmptyMessage message={t('products.empty')} icon={<IconBox size={26} stroke={1.5} />} />
      ) : (
        <Stack gap="lg">
          <ProductsTable products={products.data.items} categories={categories} />
          {pages > 1 && (
            <Center>
              <Pagination total={pages} value={page} onChange={setPage} siblings={1} />
            </Center>
          )}
        </Stack>
      )}
    </>
  );
}
