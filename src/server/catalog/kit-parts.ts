import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../shared/languages';
import type { KitPart } from '../../shared/schemas/catalog';
import { productNameOf } from './localized';

/**
 * What is in a kit's box, in the reader's language, as one column of the product's own row: a
 * subquery only a kit runs (CASE evaluates it for kits alone), one probe of kit_parts' primary
 * key and one of products' per part, so a list of products costs what it did before kits.
 * Parts come in the order they were created in (a body before its batteries, as a shop adds
 * them), the same in every language. The outer row is "products" itself, never an alias.
 */
export const kitPartsColumn = (language: Language): SQL<KitPart[]> => sql<
  KitPart[]
>`CASE WHEN "products"."is_kit" THEN (
  SELECT coalesce(json_agg(json_build_object('productId', kit_part.id, 'name', ${productNameOf('kit_part', language)}, 'count', kp.count) ORDER BY kit_part.id), '[]'::json)
  FROM kit_parts kp JOIN products kit_part ON kit_part.id = kp.part_id
  WHERE kp.kit_id = "products"."id") ELSE '[]'::json END`;
