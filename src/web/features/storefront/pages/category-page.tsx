import { Anchor, Breadcrumbs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/lib/paths';
import { ErrorMessage } from '@/components/error-message';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { usePageTitle } from '@/components/use-page-title';
import { ApiError } from '@/lib/api-client';
import { errorWithContext } from '@/lib/error-text';
import { NotFoundPage } from '@/components/not-found-page';
import { useCategories, useCategory, parseId } from '@/features/catalog';
import { CatalogView } from '../components/catalog-view';
import { ChildCategories } from '../components/child-categories';

export default function CategoryPage() {
  const { t } = useTranslation('catalog');
  const id = parseId(useParams().id);
  const category = useCategory(id);
  const parentId = category.data?.parentId ?? null;
  const parent = useCategories().data?.find((candidate) => candidate.id === parentId);
  usePageTitle(category.data?.name);

  if (id === null || (category.error instanceof ApiError && category.error.status === 404)) return <NotFoundPage />;
  if (category.isPending) return <PageLoader />;
  if (category.isError) {
    return <ErrorMessage message={errorWithContext(t, t('errors.category'), category.error)} />;
  }

  return (
    <>
      {parent && (
        <Breadcrumbs mb="xs" fz="sm">
          <Anchor component={Link} to={paths.allProducts.getHref()}>
            {t('allProducts.title')}
          </Anchor>
          <Anchor component={Link} to={paths.category.getHref(parent.id)}>
            {parent.name}
          </Anchor>
        </Breadcrumbs>
      )}
      <PageHeader title={category.data.name} description={category.data.description || undefined} />
      <ChildCategories categories={category.data.children} />
      <CatalogView key={id} categoryId={id} errorContext={t('errors.products')} />
    </>
  );
}
