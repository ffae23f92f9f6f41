import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PURCHASE_ORDER_FIELD_ID, PURCHASE_ORDER_MAX, purchaseOrder, usePurchaseOrder } from '../lib/purchase-order';

/**
 * The customer's purchase-order number for the order, shown to a business customer: printed on
 * the invoice, and required when their business asks for one on every order (the profile says so).
 */
export function PurchaseOrderField({ required }: { required: boolean }) {
  const { t } = useTranslation('cart');
  const { value, invalid } = usePurchaseOrder();
  return (
    <TextInput
      id={PURCHASE_ORDER_FIELD_ID}
      label={t('purchaseOrder.label')}
      description={t(required ? 'purchaseOrder.hintRequired' : 'purchaseOrder.hintOptional')}
      withAsterisk={required}
      value={value}
      onChange={(event) => purchaseOrder.set(event.currentTarget.value)}
      error={invalid ? t('purchaseOrder.required') : undefined}
      maxLength={PURCHASE_ORDER_MAX}
      autoComplete="off"
    />
  );
}
