import { useState } from 'react';
import { Alert, Button, Divider, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type CartLine } from '@shared/cart';
import type { BusinessBuyer } from '@shared/schemas/invoice';
import type { OrderPaymentMethod } from '@shared/schemas/settings';
import { useCurrentUser } from '@/features/auth';
import { useOpeningRules, useShopInfo } from '@/lib/use-booking-limits';
import type { CartPricing } from '../api/use-cart-price';
import type { PaymentProblem } from '../api/use-checkout';
import { businessBuyer, toBusinessBuyer, useBusinessBuyer } from '../lib/business-buyer';
import { cancellationRule } from '../lib/cancellation-rule';
import { cartExtras, useCartExtras } from '../lib/cart-extras';
import { cartFigures, waiverPriceCents } from '../lib/cart-pricing';
import { chosenMethod, moneyToPay } from '../lib/checkout-money';
import { PURCHASE_ORDER_FIELD_ID, purchaseOrder } from '../lib/purchase-order';
import { BillingAddressNote } from './billing-address-note';
import { BusinessBuyerFields, businessFieldId } from './business-buyer-fields';
import { PurchaseOrderField } from './purchase-order-field';
import { CheckoutAmounts } from './checkout-amounts';
import { CartCoupon } from './coupon-field';
import { DamageWaiverOption } from './damage-waiver-option';
import { PaymentChoice } from './payment-choice';
import { PriceBreakdown } from './price-breakdown';
import { RequestQuoteButton } from './request-quote-button';

type Props = {
  lines: CartLine[];
  /** The cart's prices from the server (use-cart-price.ts). */
  pricing: CartPricing;
  /** `payment` undefined while the shop's methods are not known: the server takes its default. */
  onCheckout: (payment: OrderPaymentMethod | undefined, business: BusinessBuyer | undefined) => void;
  pending: boolean;
  checking: boolean;
  paymentProblem: PaymentProblem | null;
};

function CancellationText({ method }: { method: OrderPaymentMethod }) {
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
 * What the cart costs as the server priced it (rent, coupon, damage waiver, total and its VAT),
 * the coupon field and the waiver, how to pay and what is due now and at pick-up, whom to invoice
 * when buying for a business, then checkout (SPEC section 2). Until the server answers, or when
 * it cannot, the cart's own sums stand in.
 */
export function CartSummary({ lines, pricing, onCheckout, pending, checking, paymentProblem }: Props) {
  const { t } = useTranslation('cart');
  const shop = useShopInfo();
  const extras = useCartExtras();
  const [choice, setChoice] = useState<OrderPaymentMethod | null>(null);
  // The account's business (the profile): its purchase-order number, required when it says so,
  // and paying on invoice, when the shop allowed it (docs/business-customers.md).
  const accountBusiness = useCurrentUser().user?.business ?? null;
  const onInvoice = accountBusiness?.payOnInvoice === true;
  const offered: OrderPaymentMethod[] | undefined = shop
    ? [...shop.payments.methods, ...(onInvoice ? (['invoice'] as const) : [])]
    : undefined;
  const method = offered ? chosenMethod(offered, choice) : undefined;
  const rules = useOpeningRules();
  const figures = cartFigures(
    lines,
    rules,
    shop?.deposits.enabled ?? false,
    pricing.failed ? undefined : pricing.shown,
  );
  const money = moneyToPay(figures.totalCents, figures.depositCents, method ?? 'at_pickup');
  // The answer for the cart as it is now is on its way: what checkout would send is not shown yet.
  const waiting = pricing.fetching && pricing.current === undefined;
  const pickupOffered = offered?.includes('at_pickup') === true;
  const business = useBusinessBuyer();
  const purchaseOrderRequired = accountBusiness?.purchaseOrderRequired ?? false;

  // The business's details are checked here first: a refused field takes the focus, nothing is sent.
  const proceed = () => {
    if (purchaseOrderRequired && purchaseOrder.toSend() === undefined) {
      purchaseOrder.refuse();
      document.getElementById(PURCHASE_ORDER_FIELD_ID)?.focus();
      return;
    }
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
        <PriceBreakdown figures={figures} couponCode={extras.couponCode} busy={waiting} failed={pricing.failed} />
        <Divider />
        <CartCoupon pricing={pricing} />
        {pricing.waiver && pricing.waiver.mode !== 'off' && (
          <DamageWaiverOption
            waiver={pricing.waiver}
            taken={extras.damageWaiver}
            priceCents={waiverPriceCents(pricing.waiver.percent, figures.lineRents)}
            onChange={cartExtras.setDamageWaiver}
          />
        )}
        {offered && method && (
          <>
            <Divider />
            <PaymentChoice
              offered={offered}
              value={method}
              onChange={setChoice}
              holdMinutes={shop?.payments.holdMinutes ?? 0}
              termsDays={accountBusiness?.paymentTermsDays ?? 0}
            />
            <Divider />
            <CheckoutAmounts money={money} />
            <CancellationText method={method} />
          </>
        )}
        <Divider />
        <BusinessBuyerFields />
        {accountBusiness && <PurchaseOrderField required={purchaseOrderRequired} />}
        <BillingAddressNote totalCents={figures.totalCents} business={business.enabled} />
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
          disabled={checking || waiting || lines.length === 0}
          onClick={proceed}
        >
          {method === 'online' ? t('summary.pay') : t('summary.checkout')}
        </Button>
        <RequestQuoteButton lines={lines} disabled={checking || waiting || lines.length === 0} />
      </Stack>
    </Paper>
  );
}
