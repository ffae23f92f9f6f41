import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/use-page-title';
import { CatalogView } from '../components/catalog-view';
import { Hero } from '../components/hero';

export default function HomePage() {
  const { t } = useTranslation('catalog');
  usePageTitle(t('home.pageTitle'));
  return (
    <Stack gap="xl">
      <Hero />
      <section aria-labelledby="home-products">
        <Title order={2} id="home-products" fz={{ base: 22, sm: 26 }} mb="md">
          {t('home.productsTitle')}
        </Title>
        <CatalogView errorContext={t('errors.products')} lazy />
      </section>
    </Stack>
  );
}
