import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartExtras, normalCode } from '../lib/cart-extras';
import { couponRefusalOf } from '../lib/coupon-refusals';
import { cartPriceQuery } from './cart-price';
import type { CartPricing } from './use-cart-price';

/**
 * Applies a coupon code: the cart's price question is asked with it, and the code is kept only
 * when the server takes it. Its answer is then already in the cache, so the discount shows at
 * once. A refusal is said on the field (the code stays typed there, not applied).
 */
export function useApplyCoupon(pricing: Pick<CartPricing, 'request' | 'userId'>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (code: string) => {
      await queryClient.fetchQuery(cartPriceQuery(pricing.userId, { ...pricing.request, couponCode: code }));
      return code;
    },
    onSuccess: (code) => cartExtras.applyCoupon(code),
    onError: (error, code) => cartExtras.refuseCoupon(code, couponRefusalOf(error) ?? 'unchecked'),
  });

  const apply = (typed: string) => {
    const code = normalCode(typed);
    if (code === '') {
      cartExtras.refuseCoupon(code, 'empty');
      return;
    }
    if (!mutation.isPending) mutation.mutate(code);
  };

  return { apply, applying: mutation.isPending };
}
