import { Button } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { EmptyMessage } from '../../../components/empty-message';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../components/use-page-title';

export default function CartPage() {
  const { t } = useTranslation('catalog');
  usePageTitle(t('cart.title'));
  return (
    <>
      <PageHeader title={t('cart.title')} />
      <EmptyMessage message={t('cart.empty')} icon={<IconShoppingCart size={26} stroke={1.5} />}>
        <Button component={Link} to={paths.allProducts.getHref()} variant="light">
          {t('cart.browse')}
        </Button>
      </EmptyMessage>
    </>
  );
}
