-- Cheaper by the week (docs/pricing.md): a product's duration prices, an array of at most 8
-- {"minDays", "dailyPriceCents"} of whole numbers, each from 2 to 365 charged days (no count twice)
-- and each price above 0 and below the product's own daily price. Checked per element inside a
-- CASE, so a malformed element is refused (false), never an error of a cast.
CREATE FUNCTION duration_prices_valid(prices jsonb, daily_price numeric) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(prices) IS DISTINCT FROM 'array' OR jsonb_array_length(prices) > 8 THEN false
  ELSE coalesce((
    SELECT bool_and(CASE
        WHEN jsonb_typeof(p) = 'object'
          AND (SELECT count(*) FROM jsonb_object_keys(p)) = 2
          AND jsonb_typeof(p->'minDays') = 'number' AND jsonb_typeof(p->'dailyPriceCents') = 'number'
          AND p->>'minDays' ~ '^[0-9]{1,3}$'
          AND p->>'dailyPriceCents' ~ '^[0-9]{1,11}$'
        THEN (p->>'minDays')::int BETWEEN 2 AND 365
          AND (p->>'dailyPriceCents')::bigint BETWEEN 1 AND round(daily_price * 100) - 1
        ELSE false END)
      AND count(DISTINCT p->>'minDays') = count(*)
    FROM jsonb_array_elements(prices) AS p), true)
  END
$$;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "duration_prices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_duration_prices_valid" CHECK (duration_prices_valid("products"."duration_prices", "products"."daily_price"));