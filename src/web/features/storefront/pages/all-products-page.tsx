import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/components/use-page-title';
import { CatalogView } from '../components/catalog-view';

export default function AllProductsPage() {
  const { t } = useTranslation('catalog');
  usePageTitle(t('allProducts.title'));
  return (
    <>
      <PageHeader title={t('allProducts.title')} description={t('allProducts.description')} />
      <CatalogView errorContext={t('errors.products')} />
    </>
  );
}
