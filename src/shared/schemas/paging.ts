import { z } from 'zod';
import { SEARCH_MAX } from '../limits';
import { textSchema, wholeNumberParamSchema } from './input';

/** Rows in one page of an administrator's list. */
export const ADMIN_PAGE_MAX = 100;
export const ADMIN_PAGE_DEFAULT = 25;

/**
 * Keyset paging: a page is the rows after `after` (the `next` of the page before) in the list's
 * order, so every page costs one index range read however deep it is, and the server never holds
 * more than one page (decision 015).
 */
export const pageQuerySchema = z.object({
  limit: wholeNumberParamSchema(1, ADMIN_PAGE_MAX).default(ADMIN_PAGE_DEFAULT),
  after: textSchema(300).optional(),
});

/** What an administrator types into a list's search box. */
export const listSearchSchema = textSchema(SEARCH_MAX).trim().optional();

export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    /** Pass as `after` for the next page; null on the last one. */
    next: z.string().nullable(),
  });
}

export type Page<Item> = { items: Item[]; next: string | null };
