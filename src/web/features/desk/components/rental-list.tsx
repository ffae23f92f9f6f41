import { SimpleGrid } from '@mantine/core';
import type { DeskListRental, DeskPickUp } from '@shared/schemas/hand-over';
import { RentalCard } from './rental-card';
import classes from './desk.module.css';

/** Rentals as cards: one column on a phone, more as the content column widens. */
export function RentalList({ rentals, label }: { rentals: (DeskListRental | DeskPickUp)[]; label: string }) {
  return (
    <SimpleGrid
      component="ul"
      aria-label={label}
      className={classes.list}
      type="container"
      cols={{ base: 1, '560px': 2, '1000px': 3 }}
      spacing="sm"
    >
      {rentals.map((rental) => (
        <RentalCard key={rental.id} rental={rental} />
      ))}
    </SimpleGrid>
  );
}
