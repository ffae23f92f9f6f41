import { Group, Paper, Stack } from '@mantine/core';
import type { CartLine } from '@shared/cart';
import { lineKey } from '../lib/cart-store';
import { answeredLine, type LinePrice } from '../lib/cart-pricing';
import { DailyPrice, LineTotal } from './line-money';
import { LineDates } from './line-dates';
import { LineNote } from './line-note';
import { LineProduct } from './line-product';
import { QuantityControl } from './quantity-control';
import { RemoveLineButton } from './remove-line-button';

/** The cart on a phone: each line a card, read top to bottom, nothing to scroll sideways. */
export function CartCards({ lines, prices }: { lines: CartLine[]; prices: Map<string, LinePrice> }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {lines.map((line) => (
        <Paper key={lineKey(line)} component="li" withBorder radius="md" p="md" data-testid="cart-line">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <LineProduct product={line.product} />
              <RemoveLineButton line={line} />
            </Group>
            <LineNote line={line} />
            <LineDates line={line} />
            <Group justify="space-between" align="center" wrap="nowrap">
              <Stack gap={6}>
                <DailyPrice line={line} priced={answeredLine(prices, line)} c="dimmed" />
                <QuantityControl line={line} />
              </Stack>
              <LineTotal line={line} priced={answeredLine(prices, line)} ta="right" />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
