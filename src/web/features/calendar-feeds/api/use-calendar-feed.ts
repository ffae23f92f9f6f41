import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed } from '@shared/schemas/calendar-feeds';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Whose feed: the signed-in customer's own (keyed by their id), or the shop's. */
export type FeedOwner = { kind: 'own'; userId: string | undefined } | { kind: 'shop' };

const keyOf = (owner: FeedOwner) =>
  owner.kind === 'shop' ? queryKeys.calendarFeeds.shop : queryKeys.calendarFeeds.own(owner.userId ?? '');

/** GET /api/me/calendar-feed or /api/admin/calendar-feed: the feed's address, made on the first ask. */
export function useCalendarFeed(owner: FeedOwner) {
  return useQuery({
    queryKey: keyOf(owner),
    queryFn:
      owner.kind === 'shop'
        ? () => unwrap(api.GET('/api/admin/calendar-feed'))
        : owner.userId !== undefined
          ? () => unwrap(api.GET('/api/me/calendar-feed'))
          : skipToken,
  });
}

/** POST …/calendar-feed/renew: a new address; the answer replaces the old one at once. */
export function useRenewCalendarFeed(owner: FeedOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      owner.kind === 'shop'
        ? unwrap(api.POST('/api/admin/calendar-feed/renew'))
        : unwrap(api.POST('/api/me/calendar-feed/renew')),
    onSuccess: (feed: CalendarFeed) => queryClient.setQueryData(keyOf(owner), feed),
  });
}
