import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client } from 'openapi-fetch';
import type { IsoDate } from '@shared/calendar-date';
import type { Rental } from '@shared/schemas/rental';
import { api, unwrap } from '@/lib/api-client';
import type { paths } from '@/lib/api-schema';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/admin/rentals/{id}/move's body: the new days, and a unit of the same product in place of one of its units. */
export type RentalMove = {
  dateFrom: IsoDate;
  dateTo: IsoDate;
  /** The unit the rental takes instead of `replacesItemId`. */
  itemId?: number;
  replacesItemId?: number;
};

/** A refusal's answer, as every route of the server writes it. */
type ErrorAnswer = { error: { code: string; message: string; field?: string } };
type Answered<Body> = { headers: Record<string, unknown>; content: { 'application/json': Body } };

/**
 * The move route as the server's OpenAPI document will describe it (the contract of issue 47),
 * until `npm run api:types` brings it into api-schema.d.ts; from then on `paths` has it and this
 * adds nothing.
 */
type MovePaths = {
  '/api/admin/rentals/{id}/move': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header?: never; path: { id: number }; cookie?: never };
      requestBody: { content: { 'application/json': RentalMove } };
      responses: {
        200: Answered<Rental>;
        400: Answered<ErrorAnswer>;
        401: Answered<ErrorAnswer>;
        403: Answered<ErrorAnswer>;
        404: Answered<ErrorAnswer>;
        409: Answered<ErrorAnswer>;
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
};

/** The one API client (its credentials, language and server-side fetch), typed with the move route too. */
const moveApi = api as unknown as Client<paths & MovePaths>;

/**
 * POST /api/admin/rentals/{id}/move: a rental to other days, and optionally one of its units
 * for another of the same product. 409 or 400 with the server's reason (the units are not free,
 * the rental has started). The planner, the rentals, orders and availability follow, on a refusal
 * too (someone may have booked meanwhile).
 */
export function useMoveRental() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rentalId, move }: { rentalId: number; move: RentalMove }) =>
      unwrap(moveApi.POST('/api/admin/rentals/{id}/move', { params: { path: { id: rentalId } }, body: move })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.planner.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.rentals.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.availability.all }),
      ]),
  });
}
