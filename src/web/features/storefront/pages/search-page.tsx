import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/components/use-page-title';
import { CatalogView } from '../components/catalog-view';

export default function SearchPage() {
  const { t } = useTranslation('catalog');
  const name = (useParams().name ?? '').trim();
  usePageTitle(t('search.title', { name }));
  return (
    <>
      <PageHeader title={t('search.title', { name })} />
      <CatalogView query={name} errorContext={t('errors.productsByName')} />
    </>
  );
}
