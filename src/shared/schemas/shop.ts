import { z } from 'zod';
import { isoDateSchema } from './dates';

export const shopInfoSchema = z.object({
  /** IANA zone whose calendar the shop keeps (SHOP_TIME_ZONE). */
  timeZone: z.string(),
  today: isoDateSchema,
});
