import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuoteRevision } from '@shared/schemas/quote';
import { StaffOrderLine, type DraftLine } from '@/features/orders';

let nextKey = 1;
export const emptyLine = (): DraftLine => ({ key: nextKey++, product: null, dates: null, quantity: 1 });
export const draftLine = (line: Omit<DraftLine, 'key'>): DraftLine => ({ ...line, key: nextKey++ });

/** The lines as a quote request takes them, or the number (1, 2, …) of the first line without a product or dates. */
export function quoteLinesOf(lines: DraftLine[]): QuoteRevision['lines'] | number {
  const incomplete = lines.findIndex((line) => !line.product || !line.dates);
  if (incomplete >= 0) return incomplete + 1;
  return lines.map((line) => ({
    productId: line.product!.id,
    dateFrom: line.dates!.dateFrom,
    dateTo: line.dates!.dateTo,
    quantity: line.quantity,
  }));
}

/** A quote's lines as staff edit them: the product, its dates and units, as on staff's orders. */
export function useDraftLines(initial: () => DraftLine[]) {
  return useState<DraftLine[]>(initial);
}

export function StaffQuoteLines({
  lines,
  setLines,
}: {
  lines: DraftLine[];
  setLines: (change: (current: DraftLine[]) => DraftLine[]) => void;
}) {
  const { t } = useTranslation('quotes');
  const change = (index: number) => (line: DraftLine) =>
    setLines((current) => current.map((candidate, at) => (at === index ? line : candidate)));
  return (
    <Stack gap="sm">
      <Text component="h2" fw={600} size="lg">
        {t('staff.lines')}
      </Text>
      {lines.map((line, index) => (
        <StaffOrderLine
          key={line.key}
          line={line}
          index={index}
          onChange={change(index)}
          onRemove={lines.length > 1 ? () => setLines((current) => current.filter((_, at) => at !== index)) : undefined}
        />
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => setLines((current) => [...current, emptyLine()])}
          disabled={lines.length >= 20}
        >
          {t('staff.addLine')}
        </Button>
      </Group>
    </Stack>
  );
}
