import { z } from 'zod';

/**
 * A calendar feed's secret address (decision 052): `url` answers `text/calendar` to
 * anyone who holds it, with no sign-in, until it is renewed.
 */
export const calendarFeedSchema = z.object({
  url: z.string(),
  /** When this address was made: the first ask, or the last renewal. */
  renewedAt: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** The feed address's token: what a renewal makes, 32 random bytes' HMAC in base64url (43 characters). */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The token as the path carries it. Anything longer than a token could be is refused with a 400;
 * what is short enough but matches no feed (of any spelling) is a 404, so a bad address never
 * says whether it was close.
 */
export const calendarFeedParams = z.strictObject({ token: z.string().max(64) });
