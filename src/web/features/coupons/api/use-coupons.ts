import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Coupon, NewCoupon } from '@shared/schemas/coupon';
import { api, unwrap } from '@/lib/api-client';
import { couponKeys } from './coupon-keys';

/** GET /api/admin/coupons: every code the shop gave out, newest first; asked again on every visit. */
export function useCoupons() {
  return useQuery({
    queryKey: couponKeys.list,
    queryFn: async () => (await unwrap(api.GET('/api/admin/coupons'))).items,
    staleTime: 0,
  });
}

/** POST /api/admin/coupons: a new code; the list is asked again once it is made (or refused). */
export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewCoupon) => unwrap(api.POST('/api/admin/coupons', { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}

/**
 * PATCH /api/admin/coupons/{id}: a code switched off (customers can no longer use it) or on. The
 * answer replaces the coupon in the list at once, so the switch does not jump back while the list
 * is asked again.
 */
export function useSetCouponActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      unwrap(api.PATCH('/api/admin/coupons/{id}', { params: { path: { id } }, body: { active } })),
    onSuccess: (coupon: Coupon) =>
      queryClient.setQueryData<Coupon[]>(couponKeys.list, (list) =>
        list?.map((other) => (other.id === coupon.id ? coupon : other)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
