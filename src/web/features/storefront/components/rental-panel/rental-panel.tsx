import { useId, useState } from 'react';
import { Paper, Stack } from '@mantine/core';
import type { DateRange } from '@shared/calendar-date';
import type { Product } from '@shared/schemas/catalog';
import { AddToCartButton } from '@/features/cart';
import { CalendarLegend, RentalDatesPicker, useAvailability } from '@/features/catalog';
import { NotifyMe } from '@/features/waitlist';
import { RentalTotal } from './rental-total';
import { SeasonNote } from './season-note';
import { StockStatus } from './stock-status';

/** Dates, live availability, the price of the rental (and the season it is priced by) and the add-to-cart button. */
export function RentalPanel({ product }: { product: Product }) {
  const statusId = useId();
  const [range, setRange] = useState<DateRange | null>(null);
  const availability = useAvailability(product.id, range);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <div>
          <RentalDatesPicker productId={product.id} value={range} onChange={setRange} />
          <CalendarLegend />
        </div>
        <StockStatus id={statusId} hasRange={range !== null} availability={availability} />
        <div>
          <RentalTotal product={product} range={range} />
          <SeasonNote range={range} />
        </div>
        <AddToCartButton
          product={product}
          range={range}
          outOfStock={range !== null && availability.data?.status === 'OutOfStock'}
          reasonId={statusId}
        />
        <NotifyMe productId={product.id} range={range} bookedOut={availability.data?.status === 'OutOfStock'} />
      </Stack>
    </Paper>
  );
}
