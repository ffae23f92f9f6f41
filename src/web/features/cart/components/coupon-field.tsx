import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { COUPON_CODE_MAX } from '@shared/schemas/coupon';
import { useApplyCoupon } from '../api/use-apply-coupon';
import type { CartPricing } from '../api/use-cart-price';
import { cartExtras, useCartExtras, type CouponRefusal } from '../lib/cart-extras';

/** Room for "Apply" in every language ("Aplicar", "Einlösen"), inside the field's end. */
const APPLY_WIDTH = 92;

type Props = {
  /** The code the cart's prices take; null while none is applied. */
  applied: string | null;
  /** What the last check said of a code: shown on the field, in the customer's language. */
  refusal: CouponRefusal | null;
  applying: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
  /** The customer changes the code: the refusal no longer speaks of it. */
  onEdit: () => void;
};

/**
 * "Coupon code" and Apply (Enter applies too); once applied, the code with a Remove button.
 * A refused code stays in the field with the reason under it. The focus follows what the
 * customer did: to Remove once their code is applied, back to the field once it is removed.
 */
export function CouponField({ applied, refusal, applying, onApply, onRemove, onEdit }: Props) {
  const { t } = useTranslation('cart');
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const remove = useRef<HTMLButtonElement>(null);
  // Set when the customer applied or removed a code from here, so the focus moves with the change.
  const acted = useRef(false);

  // A code refused later (the cart changed, the coupon ran out) comes back into the field.
  useEffect(() => {
    if (refusal) setValue(refusal.code);
  }, [refusal]);

  useEffect(() => {
    if (!acted.current) return;
    acted.current = false;
    if (applied) remove.current?.focus();
    else input.current?.focus();
  }, [applied]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    acted.current = true;
    onApply(value);
  };

  if (applied) {
    return (
      <Group justify="space-between" wrap="nowrap" gap="sm" data-testid="coupon-applied">
        <Group gap={8} wrap="nowrap" miw={0}>
          <IconTicket size={18} stroke={1.7} aria-hidden style={{ flex: 'none' }} />
          <Text size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
            {t('coupon.applied')} <strong>{applied}</strong>
          </Text>
        </Group>
        <Button
          ref={remove}
          size="xs"
          variant="subtle"
          color="red"
          aria-label={t('coupon.removeLabel', { code: applied })}
          style={{ flex: 'none' }}
          onClick={() => {
            acted.current = true;
            setValue('');
            onRemove();
          }}
        >
          {t('coupon.remove')}
        </Button>
      </Group>
    );
  }

  return (
    <form onSubmit={submit} noValidate data-testid="coupon-form">
      <TextInput
        ref={input}
        label={t('coupon.label')}
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          if (refusal) onEdit();
        }}
        error={refusal ? t(`coupon.refused.${refusal.problem}`) : undefined}
        maxLength={COUPON_CODE_MAX}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        styles={{ input: { textTransform: 'uppercase' } }}
        rightSectionWidth={APPLY_WIDTH}
        rightSectionPointerEvents="all"
        rightSection={
          <Button type="submit" size="compact-sm" variant="light" loading={applying} w={APPLY_WIDTH - 8}>
            {t('coupon.apply')}
          </Button>
        }
      />
    </form>
  );
}

/** The coupon field of this cart: its applied code and refusal kept with the cart (lib/cart-extras.ts). */
export function CartCoupon({ pricing }: { pricing: Pick<CartPricing, 'request' | 'userId'> }) {
  const extras = useCartExtras();
  const { apply, applying } = useApplyCoupon(pricing);
  return (
    <CouponField
      applied={extras.couponCode}
      refusal={extras.refusal}
      applying={applying}
      onApply={apply}
      onRemove={cartExtras.removeCoupon}
      onEdit={cartExtras.clearRefusal}
    />
  );
}
