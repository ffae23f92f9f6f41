ALTER TYPE "public"."audit_entity" ADD VALUE 'price-template';--> statement-breakpoint
-- Price templates (docs/pricing.md): duration prices as percentages of the daily price, shared by
-- many products. Tiers are an array of at most 8 {"minDays", "percent"} of whole numbers, each from
-- 2 to 365 charged days (no count twice) and each percent from 1 to 99; checked per element inside a
-- CASE, so a malformed element is refused (false), never an error of a cast.
CREATE FUNCTION price_template_tiers_valid(tiers jsonb) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(tiers) IS DISTINCT FROM 'array' OR jsonb_array_length(tiers) > 8 THEN false
  ELSE coalesce((
    SELECT bool_and(CASE
        WHEN jsonb_typeof(t) = 'object'
          AND (SELECT count(*) FROM jsonb_object_keys(t)) = 2
          AND jsonb_typeof(t->'minDays') = 'number' AND jsonb_typeof(t->'percent') = 'number'
          AND t->>'minDays' ~ '^[0-9]{1,3}$' AND t->>'percent' ~ '^[0-9]{1,2}$'
        THEN (t->>'minDays')::int BETWEEN 2 AND 365 AND (t->>'percent')::int BETWEEN 1 AND 99
        ELSE false END)
      AND count(DISTINCT t->>'minDays') = count(*)
    FROM jsonb_array_elements(tiers) AS t), true)
  END
$$;--> statement-breakpoint
CREATE TABLE "price_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_templates_name_unique" UNIQUE("name"),
	CONSTRAINT "price_templates_tiers_valid" CHECK (price_template_tiers_valid("price_templates"."tiers"))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_template_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_template_id_price_templates_id_fk" FOREIGN KEY ("price_template_id") REFERENCES "public"."price_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A template's tiers as one product's duration prices: each percent of the daily price in cents,
-- rounded half up (the shop's one rounding rule), kept only when above 0 and below the daily price
-- (a tier that would not lower the price says nothing), fewest days first.
CREATE FUNCTION template_duration_prices(tiers jsonb, daily_price numeric) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_object('minDays', days, 'dailyPriceCents', cents) ORDER BY days), '[]'::jsonb)
  FROM (
    SELECT (t->>'minDays')::int AS days,
      floor((round(daily_price * 100) * (t->>'percent')::int + 50) / 100)::bigint AS cents
    FROM jsonb_array_elements(tiers) AS t
  ) AS tier
  WHERE cents > 0 AND cents < round(daily_price * 100)
$$;--> statement-breakpoint
-- A product that follows a template gets its duration prices from it, whoever writes the row.
CREATE FUNCTION products_follow_template() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.price_template_id IS NOT NULL THEN
    NEW.duration_prices := template_duration_prices(
      (SELECT tiers FROM price_templates WHERE id = NEW.price_template_id), NEW.daily_price);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_follow_template BEFORE INSERT OR UPDATE OF price_template_id, daily_price, duration_prices
  ON products FOR EACH ROW EXECUTE FUNCTION products_follow_template();--> statement-breakpoint
-- A template changed: every product that follows it, again.
CREATE FUNCTION price_template_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET price_template_id = price_template_id WHERE price_template_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER price_templates_changed AFTER UPDATE OF tiers ON price_templates
  FOR EACH ROW EXECUTE FUNCTION price_template_changed();
