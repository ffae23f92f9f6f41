import { useState } from 'react';
import { Alert, Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type CartLine } from '@shared/cart';
import { formatEuros } from '@shared/money';
import type { BusinessBuyer } from '@shared/schemas/invoice';
import type { PaymentMethod } from '@shared/schemas/settings';
import { useOpeningRules, useShopInfo } from '@/lib/use-booking-limits';
import type { PaymentProblem } from '../api/use-checkout';
import { businessBuyer, toBusinessBuyer, useBusinessBuyer } from '../lib/business-buyer';
import { cancellationRule } from '../lib/cancellation-rule';
import { checkoutMoney, chosenMethod } from '../lib/checkout-money';
import { BillingAddressNote } from './billing-address-note';
import { BusinessBuyerFields, businessFieldId } from './business-buyer-fields';
import { CheckoutAmounts } from './checkout-amounts';
import { PaymentChoice } from './payment-choice';
import { useLanguage } from '@/i18n/use-language';

type Props = {
  lines: CartLine[];
  /** `payment` undefined while the shop's methods are not known: the server takes its default. */
  onCheckout: (payment: PaymentMethod | undefined, business: BusinessBuyer | undefined) => void;
  pending: boolean;
  checking: boolean;
  paymentProblem: PaymentProblem | null;
};

function CancellationText({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation('cart');
  const shop = useShopInfo();
  if (!shop) return null;
  const rule = cancellationRule(shop.cancellation);
  return (
    <Text size="xs" c="dimmed" data-testid="cancellation-rules">
      {method === 'at_pickup' ? t('cancellation.atPickup') : t(`cancellation.${rule.key}`, rule)}
    </Text>
  );
}

/**
 * The cart total, how to pay and what is due now and at pick-up, whom to invoice when buying for
 * a business, then checkout (SPEC section 2). The amounts are the cart's own sums for the customer to see; the order's money is
 * worked out by the server.
 */
export function CartSummary({ lines, onCheckout, pending, checking, paymentProblem }: Props) {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const shop = useShopInfo();
  const [choice, setChoice] = useState<PaymentMethod | null>(null);
  const offered = shop?.payments.methods;
  const method = offered ? chosenMethod(offered, choice) : undefined;
  const rules = useOpeningRules();
  const money = checkoutMoney(lines, method ?? 'at_pickup', shop?.deposits.enabled ?? false, rules);
  const pickupOffered = offered?.includes('at_pickup') === true;
  const business = useBusinessBuyer();

  // The business's details are checked here first: a refused field takes the focus, nothing is sent.
  const proceed = () => {
    if (!business.enabled) return onCheckout(method, undefined);
    const checked = toBusinessBuyer(business.values);
    if (checked.ok) return onCheckout(method, checked.buyer);
    businessBuyer.setInvalid(checked.invalid);
    const first = checked.invalid[0];
    if (first) document.getElementById(businessFieldId(first))?.focus();
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline" wrap="nowrap">
          <Text fw={600}>{t('summary.total')}</Text>
          <Text fw={800} fz={24} data-testid="cart-total" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatEuros(money.totalCents, language)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" mt={-12}>
          {t('summary.vatIncluded')}
        </Text>
        {offered && method && (
          <>
            <Divider />
            <PaymentChoice
              offered={offered}
              value={method}
              onChange={setChoice}
              holdMinutes={shop?.payments.holdMinutes ?? 0}
            />
            <Divider />
            <CheckoutAmounts money={money} />
            <CancellationText method={method} />
          </>
        )}
        <Divider />
        <BusinessBuyerFields />
        <BillingAddressNote totalCents={money.totalCents} business={business.enabled} />
        {paymentProblem && (
          <Alert variant="light" color="yellow" icon={<IconAlertTriangle size={18} />} role="alert" p="sm">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t(`problem.${paymentProblem}`)}</Text>
              {paymentProblem === 'unavailable' && pickupOffered && method === 'online' && (
                <Button size="xs" variant="light" onClick={() => setChoice('at_pickup')}>
                  {t('problem.payAtPickup')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t('summary.hint')}
        </Text>
        <Button
          size="md"
          fullWidth
          rightSection={method === 'online' ? <IconLock size={18} /> : <IconArrowRight size={18} />}
          loading={pending}
          disabled={checking || lines.length === 0}
          onClick={proceed}
        >
          {method === 'online' ? t('summary.pay') : t('summary.checkout')}
        </Button>
      </Stack>
    </Paper>
  );
}
