import { Alert, Box, Button, Grid, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { EmptyMessage } from '@/components/empty-message';
import { PageHeader } from '@/components/page-header';
import { useNarrowContainer } from '@/components/use-narrow-container';
import { usePageTitle } from '@/components/use-page-title';
import { errorWithContext } from '@/lib/error-text';
import { useCartCheck } from '../api/use-cart-check';
import { useCartPrice } from '../api/use-cart-price';
import { useCheckout } from '../api/use-checkout';
import { CartCards } from '../components/cart-cards';
import { CartSummary } from '../components/cart-summary';
import { CartTable } from '../components/cart-table';
import { ClearCartButton } from '../components/clear-cart-button';
import { answeredLines } from '../lib/cart-pricing';
import { useCartLines } from '../lib/use-cart';
import { useCartLink } from '../lib/use-cart-link';

/** Narrower than this (content width in px), the lines show as cards. */
const TABLE_MIN_WIDTH = 820;

export default function CartPage() {
  const { t } = useTranslation('cart');
  usePageTitle(t('title'));
  useCartLink();
  const lines = useCartLines();
  const check = useCartCheck();
  const pricing = useCartPrice(lines);
  const prices = answeredLines(pricing.failed ? undefined : pricing.shown);
  const { checkout, isPending, redirecting, paymentProblem } = useCheckout(pricing);
  const { ref, narrow } = useNarrowContainer<HTMLDivElement>(TABLE_MIN_WIDTH);

  return (
    <>
      <PageHeader
        title={t('title')}
        description={lines.length > 0 ? t('count', { count: lines.length }) : undefined}
        actions={<ClearCartButton disabled={lines.length === 0} />}
      />
      {check.isError && (
        <Alert variant="light" color="yellow" mb="lg" icon={<IconAlertTriangle size={18} />}>
          {errorWithContext(t, t('checkError'), check.error)}
        </Alert>
      )}
      <Box ref={ref}>
        {redirecting ? (
          <Group gap="sm" role="status" py="xl" justify="center">
            <Loader size="sm" aria-hidden />
            <Text>{t('checkout.toPayment')}</Text>
          </Group>
        ) : lines.length === 0 ? (
          <EmptyMessage message={t('empty')} icon={<IconShoppingCart size={26} stroke={1.5} />}>
            <Button component={Link} to={paths.allProducts.getHref()} variant="light">
              {t('browse')}
            </Button>
          </EmptyMessage>
        ) : (
          <Stack gap="lg">
            {narrow ? <CartCards lines={lines} prices={prices} /> : <CartTable lines={lines} prices={prices} />}
            <Grid justify="flex-end">
              <Grid.Col span={{ base: 12, sm: 6, md: 5, lg: 4 }}>
                <CartSummary
                  lines={lines}
                  pricing={pricing}
                  onCheckout={checkout}
                  pending={isPending}
                  checking={check.isFetching}
                  paymentProblem={paymentProblem}
                />
              </Grid.Col>
            </Grid>
          </Stack>
        )}
      </Box>
    </>
  );
}
