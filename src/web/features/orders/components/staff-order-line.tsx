import { useState } from 'react';
import { ActionIcon, Group, Loader, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '@shared/calendar-date';
import { RENTAL_MAX_QUANTITY } from '@shared/limits';
import { useFormatPrice } from '@/components/use-format-price';
import { RentalDatesPicker } from '@/features/catalog';
import { useProductChoices } from '../api/use-take-order';

/** One line of an order staff take: a product, its dates and units, at the product's price now. */
export type DraftLine = {
  key: number;
  product: { id: number; name: string; dailyPrice: string } | null;
  dates: DateRange | null;
  quantity: number;
};

type Props = {
  line: DraftLine;
  index: number;
  onChange: (line: DraftLine) => void;
  onRemove?: () => void;
  /** Why the server refused this line, in the person's language. */
  refusal?: string;
  /**
   * In a popup that names the line in its title (the order page's "Add item"): no frame and no
   * heading, and these names for the line and its dates instead of "Rental 1".
   */
  inPopup?: { line: string; dates: string };
};

export function StaffOrderLine({ line, index, onChange, onRemove, refusal, inPopup }: Props) {
  const { t } = useTranslation('rentals');
  const formatPrice = useFormatPrice();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const products = useProductChoices(q);
  const listed = products.map((product) => ({
    value: String(product.id),
    label: product.name,
    dailyPrice: product.dailyPrice,
  }));
  const chosen = line.product;
  const data =
    chosen && !listed.some((option) => option.value === String(chosen.id))
      ? [{ value: String(chosen.id), label: chosen.name, dailyPrice: chosen.dailyPrice }, ...listed]
      : listed;
  const number = index + 1;
  const lineName = inPopup?.line ?? t('newOrder.lineLabel', { number });

  return (
    <Paper
      withBorder={!inPopup}
      p={inPopup ? 0 : 'md'}
      radius="md"
      component="fieldset"
      aria-label={lineName}
      style={inPopup ? { border: 0, margin: 0, minInlineSize: 0 } : undefined}
    >
      <Stack gap="sm">
        {!inPopup && (
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{lineName}</Text>
            {onRemove && (
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={onRemove}
                aria-label={t('newOrder.removeLine', { number })}
              >
                <IconTrash size={18} stroke={1.6} />
              </ActionIcon>
            )}
          </Group>
        )}
        <Select
          label={t('newOrder.product')}
          placeholder={t('newOrder.productPlaceholder')}
          searchable
          required
          data={data}
          value={chosen ? String(chosen.id) : null}
          filter={({ options }) => options}
          onSearchChange={(text) => setSearch(text === chosen?.name ? '' : text)}
          nothingFoundMessage={t('newOrder.noProduct')}
          rightSection={search.trim() !== q ? <Loader size={14} /> : undefined}
          comboboxProps={{ withinPortal: true }}
          onChange={(value) => {
            const option = data.find((candidate) => candidate.value === value);
            onChange({
              ...line,
              product: option ? { id: Number(option.value), name: option.label, dailyPrice: option.dailyPrice } : null,
              dates: null,
            });
          }}
        />
        <Group align="flex-end" gap="md" wrap="wrap">
          <div style={{ flex: '1 1 16rem', minWidth: 0 }}>
            {chosen ? (
              <RentalDatesPicker
                key={chosen.id}
                productId={chosen.id}
                value={line.dates}
                quantity={line.quantity}
                onChange={(dates) => onChange({ ...line, dates })}
                ariaLabel={inPopup?.dates ?? t('newOrder.datesOf', { number })}
              />
            ) : (
              <Text size="sm" c="dimmed" mt={4}>
                {t('newOrder.pickProductFirst')}
              </Text>
            )}
          </div>
          <NumberInput
            label={t('newOrder.quantity')}
            min={1}
            max={RENTAL_MAX_QUANTITY}
            allowDecimal={false}
            clampBehavior="strict"
            value={line.quantity}
            onChange={(value) => onChange({ ...line, quantity: typeof value === 'number' && value >= 1 ? value : 1 })}
            size="md"
            w={110}
          />
        </Group>
        {chosen && (
          <Text size="sm" c="dimmed">
            {t('newOrder.dailyPrice', { price: formatPrice(chosen.dailyPrice) })}
          </Text>
        )}
        {refusal && (
          <Text size="sm" c="red" role="alert">
            {refusal}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
