import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { idParamSchema } from '@shared/schemas/input';
import { readTiming, type RentalTiming } from '../lib/rental-timing';

/**
 * Upcoming or past rentals (`?when=past`), and on the dashboard the one order whose rentals are
 * shown (`?orderId=12`), both kept in the address so reloading or sharing shows the same list.
 */
export function useRentalTiming() {
  const [params, setParams] = useSearchParams();
  const timing = readTiming(params.get('when'));
  const orderIdParam = idParamSchema.safeParse(params.get('orderId') ?? undefined);
  const orderId = orderIdParam.success ? orderIdParam.data : null;

  const setTiming = useCallback(
    (next: RentalTiming) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'upcoming') updated.delete('when');
          else updated.set('when', next);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  const clearOrder = useCallback(
    () =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete('orderId');
          return updated;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return { timing, setTiming, orderId, clearOrder };
}
