import { Anchor, Breadcrumbs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/lib/paths';
import { ErrorMessage } from '@/components/error-message';
import { NotFoundPage } from '@/components/not-found-page';
import { PageLoader } from '@/components/page-loader';
import { usePageTitle } from '@/components/use-page-title';
import { ApiError } from '@/lib/api-client';
import { errorWithContext } from '@/lib/error-text';
import { useCategories, useProduct, parseId } from '@/features/catalog';
import { ProductDetails } from '../components/product-details';
import { ReviewsSection } from '@/features/reviews';
import { PageSlice } from '@/ssr/page-slice';

export default function ProductPage() {
  const { t } = useTranslation('catalog');
  const id = parseId(useParams().id);
  const product = useProduct(id);
  const categories = useCategories().data ?? [];
  const category = categories.find((candidate) => candidate.id === product.data?.categoryId);
  const parent = categories.find((candidate) => candidate.id === category?.parentId);
  usePageTitle(product.data?.name);

  if (id === null || (product.error instanceof ApiError && product.error.status === 404)) return <NotFoundPage />;
  if (product.isPending) return <PageLoader />;
  if (product.isError) {
    return <ErrorMessage message={errorWithContext(t, t('errors.product'), product.error)} />;
  }

  return (
    <>
      <Breadcrumbs mb="lg" fz="sm" separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 4 }}>
        <Anchor component={Link} to={paths.allProducts.getHref()}>
          {t('allProducts.title')}
        </Anchor>
        {[parent, category].map(
          (crumb) =>
            crumb && (
              <Anchor key={crumb.id} component={Link} to={paths.category.getHref(crumb.id)}>
                {crumb.name}
              </Anchor>
            ),
        )}
        <span aria-current="page">{product.data.name}</span>
      </Breadcrumbs>
      {/* Each its own boundary, so React takes the written page over in short steps (decision 030). */}
      <PageSlice>
        <ProductDetails product={product.data} categoryName={category?.name} />
      </PageSlice>
      <PageSlice>
        <ReviewsSection key={product.data.id} productId={product.data.id} productName={product.data.name} />
      </PageSlice>
    </>
  );
}
