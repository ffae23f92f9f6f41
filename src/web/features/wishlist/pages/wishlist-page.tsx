import { Button } from '@mantine/core';
import { IconHeart, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { EmptyMessage } from '../../../components/empty-message';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../components/use-page-title';

export default function WishlistPage() {
  const { t } = useTranslation('catalog');
  usePageTitle(t('wishlist.title'));
  return (
    <>
      <PageHeader
        title={t('wishlist.title')}
        actions={
          <Button variant="default" leftSection={<IconTrash size={16} />} disabled>
            {t('wishlist.clear')}
          </Button>
        }
      />
      <EmptyMessage message={t('wishlist.empty')} icon={<IconHeart size={26} stroke={1.5} />}>
        <Button component={Link} to={paths.allProducts.getHref()} variant="light">
          {t('wishlist.browse')}
        </Button>
      </EmptyMessage>
    </>
  );
}
