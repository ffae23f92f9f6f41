import { useEffect, useId, useRef, useState } from 'react';
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '@shared/cart';
import { toast } from '@/components/toast';
import { useBookingLimits } from '@/lib/use-booking-limits';
import { applyFreeUnits } from '../api/check-cart';
import { freeUnits } from '../api/free-units';
import { lineKey } from '../lib/cart-store';
import { lineNotes } from '../lib/line-notes';
import { cart } from '../lib/use-cart';

/** SPEC section 9: quantity clicks are debounced by 300 ms. */
const QUANTITY_DEBOUNCE_MS = 300;

/**
 * Minus and plus. A click changes the line at once, so its total and the cart's follow the
 * quantity shown; the change is checked 300 ms after the last click: a larger quantity stays
 * only if the server has that many units free on the line's days, otherwise the line goes back
 * to what it was with "Not enough stock!" (SPEC section 5), or is cut to what is left. Never
 * below 1, nor above the shop's units per booking, which it then names under the buttons.
 */
export function QuantityControl({ line }: { line: CartLine }) {
  const { t } = useTranslation('cart');
  const key = lineKey(line);
  const name = line.product.name;
  const shown = line.quantity;
  // What the last click asked for, read by the next click: two clicks in one frame must add two.
  const latest = useRef(line.quantity);
  // The quantity last known to fit the stock, which a refused increase goes back to.
  const confirmed = useRef(line.quantity);
  const pending = useRef(false);
  const [checking, setChecking] = useState(false);
  const max = useBookingLimits().maxUnitsPerBooking;
  const limitId = useId();

  // The cart may change the quantity too: cut to stock, another tab.
  useEffect(() => {
    latest.current = line.quantity;
    if (!pending.current) confirmed.current = line.quantity;
  }, [line.quantity]);

  const settle = (quantity: number) => {
    pending.current = false;
    confirmed.current = quantity;
    latest.current = quantity;
    cart.setQuantity(key, quantity);
  };

  const commit = useDebouncedCallback(async (wanted: number) => {
    const before = confirmed.current;
    if (!cart.find(key)) return;
    if (wanted <= before) {
      settle(wanted);
      return;
    }
    setChecking(true);
    try {
      const free = await freeUnits(line);
      // Clicked again while this was asked: the later check decides.
      if (latest.current !== wanted) return;
      if (free >= wanted) settle(wanted);
      else if (free < before) {
        pending.current = false;
        applyFreeUnits([[key, free]]);
      } else {
        settle(before);
        toast.error(t('notEnoughStock', { name }));
      }
    } catch {
      if (latest.current !== wanted) return;
      settle(before);
      toast.error(t('stockCheckError', { name }));
    } finally {
      setChecking(false);
    }
  }, QUANTITY_DEBOUNCE_MS);

  const change = (delta: number) => {
    const next = Math.min(Math.max(latest.current + delta, 1), max);
    if (next === latest.current) return;
    pending.current = true;
    latest.current = next;
    cart.setQuantity(key, next);
    lineNotes.clear(key);
    void commit(next);
  };

  const atLimit = shown >= max;
  return (
    <Stack gap={4} align="flex-start">
      <Group gap={6} wrap="nowrap" role="group" aria-label={t('quantity.label', { name })} aria-busy={checking}>
        <ActionIcon
          variant="default"
          size="md"
          aria-label={t('quantity.decrease')}
          disabled={shown <= 1}
          onClick={() => change(-1)}
        >
          <IconMinus size={14} stroke={2} />
        </ActionIcon>
        <Text
          component="output"
          w={28}
          ta="center"
          fw={600}
          aria-live="polite"
          data-testid="quantity"
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {shown}
        </Text>
        <ActionIcon
          variant="default"
          size="md"
          aria-label={t('quantity.increase')}
          // Not `loading`: a loading button is disabled, and a press made while the stock check
          // runs would be lost. The group says it is busy instead.
          disabled={atLimit}
          aria-describedby={atLimit ? limitId : undefined}
          onClick={() => change(1)}
        >
          <IconPlus size={14} stroke={2} />
        </ActionIcon>
      </Group>
      {atLimit && (
        <Text id={limitId} size="xs" c="dimmed" maw={200}>
          {t('quantity.limit', { count: max })}
        </Text>
      )}
    </Stack>
  );
}
