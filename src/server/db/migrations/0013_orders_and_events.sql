CREATE TYPE "public"."order_status" AS ENUM('Placed', 'Cancelled');--> statement-breakpoint
CREATE SEQUENCE "public"."order_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "domain_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "domain_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text DEFAULT ('FH-' || to_char(now() AT TIME ZONE 'UTC', 'YYYY') || '-' || to_char(nextval('order_reference_seq'), 'FM999999000000')) NOT NULL,
	"user_id" text NOT NULL,
	"status" "order_status" DEFAULT 'Placed' NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"idempotency_key" text,
	"idempotency_fingerprint" text,
	CONSTRAINT "orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "orders_user_idempotency_key" UNIQUE("user_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "rental_items" ADD COLUMN "cancelled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "daily_price_cents" integer;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every rental booked before orders becomes a one-line order, placed when it was booked, with
-- its Idempotency-Key; it is priced at its product's price now, the only price known (decision 038).
ALTER TABLE "orders" ADD COLUMN "migrated_rental_id" integer;--> statement-breakpoint
INSERT INTO "orders" ("reference", "user_id", "placed_at", "idempotency_key", "idempotency_fingerprint", "migrated_rental_id")
  SELECT 'FH-' || to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY') || '-' || to_char(nextval('order_reference_seq'), 'FM999999000000'),
         r.user_id, r.created_at, r.idempotency_key, r.idempotency_fingerprint, r.id
  FROM (SELECT * FROM "rentals" ORDER BY id) r;--> statement-breakpoint
UPDATE "rentals" r SET "order_id" = o.id, "daily_price_cents" = round(p.daily_price * 100)::integer
  FROM "orders" o, "products" p
  WHERE o.migrated_rental_id = r.id AND p.id = r.product_id;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "migrated_rental_id";--> statement-breakpoint
ALTER TABLE "rentals" ALTER COLUMN "order_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rentals" ALTER COLUMN "daily_price_cents" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "domain_events_type_idx" ON "domain_events" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rentals_order_id_idx" ON "rentals" USING btree ("order_id");--> statement-breakpoint
-- A cancelled rental keeps its rows here as history, and frees its units at once: the overlap
-- rule counts only rows not cancelled (every query that looks for taken units says so too).
ALTER TABLE "rental_items" DROP CONSTRAINT "rental_items_no_overlap";--> statement-breakpoint
ALTER TABLE "rental_items"
  ADD CONSTRAINT "rental_items_no_overlap"
  EXCLUDE USING gist ("item_id" WITH =, daterange("date_from", "date_to", '[]') WITH &&) WHERE (NOT "cancelled");--> statement-breakpoint
-- A rental inserted without its order or its price (the demo seed, benchmarks, tests and tools
-- that write rows directly) becomes a one-line order at its product's price now, as migrated
-- rentals did. The shop's own booking always gives both.
CREATE FUNCTION "rental_into_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.daily_price_cents IS NULL THEN
    SELECT round(daily_price * 100)::integer INTO NEW.daily_price_cents FROM products WHERE id = NEW.product_id;
  END IF;
  IF NEW.order_id IS NULL THEN
    INSERT INTO orders (user_id, placed_at) VALUES (NEW.user_id, coalesce(NEW.created_at, now()))
      RETURNING id INTO NEW.order_id;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "rentals_into_order" BEFORE INSERT ON "rentals"
  FOR EACH ROW WHEN (NEW.order_id IS NULL OR NEW.daily_price_cents IS NULL) EXECUTE FUNCTION "rental_into_order"();
