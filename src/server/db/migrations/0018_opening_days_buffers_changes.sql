CREATE TYPE "public"."rental_change_kind" AS ENUM('extend', 'shorten', 'move');--> statement-breakpoint
CREATE TYPE "public"."rental_change_status" AS ENUM('pending', 'done', 'lapsed');--> statement-breakpoint
ALTER TYPE "public"."payment_kind" ADD VALUE 'change_charge';--> statement-breakpoint
CREATE TABLE "rental_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rental_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rental_id" integer NOT NULL,
	"kind" "rental_change_kind" NOT NULL,
	"status" "rental_change_status" DEFAULT 'done' NOT NULL,
	"date_from_before" date NOT NULL,
	"date_to_before" date NOT NULL,
	"date_from_after" date NOT NULL,
	"date_to_after" date NOT NULL,
	"charged_days_before" smallint NOT NULL,
	"charged_days_after" smallint NOT NULL,
	"amount_cents" integer NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"checkout_session_id" text,
	"checkout_url" text,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_changes_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "rental_changes_hold_while_pending" CHECK ("rental_changes"."status" <> 'pending' OR "rental_changes"."hold_expires_at" IS NOT NULL),
	CONSTRAINT "rental_changes_dates_ordered" CHECK ("rental_changes"."date_to_before" >= "rental_changes"."date_from_before" AND "rental_changes"."date_to_after" >= "rental_changes"."date_from_after")
);
--> statement-breakpoint
CREATE TABLE "waitlist_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "waitlist_requests_dates_ordered" CHECK ("waitlist_requests"."date_to" >= "waitlist_requests"."date_from"),
	CONSTRAINT "waitlist_requests_ends_once" CHECK ("waitlist_requests"."notified_at" IS NULL OR "waitlist_requests"."withdrawn_at" IS NULL)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "buffer_days" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "rental_change_id" integer;--> statement-breakpoint
-- Every rental booked so far charged every day and had no buffer.
ALTER TABLE "rental_items" ADD COLUMN "blocked_to" date;--> statement-breakpoint
UPDATE "rental_items" SET "blocked_to" = "date_to";--> statement-breakpoint
ALTER TABLE "rental_items" ALTER COLUMN "blocked_to" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "charged_days" smallint;--> statement-breakpoint
UPDATE "rentals" SET "charged_days" = "date_to" - "date_from" + 1;--> statement-breakpoint
ALTER TABLE "rentals" ALTER COLUMN "charged_days" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_changes" ADD CONSTRAINT "rental_changes_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_changes" ADD CONSTRAINT "rental_changes_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_requests" ADD CONSTRAINT "waitlist_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_requests" ADD CONSTRAINT "waitlist_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_changes_rental_id_idx" ON "rental_changes" USING btree ("rental_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_changes_one_pending" ON "rental_changes" USING btree ("rental_id") WHERE "rental_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "rental_changes_pending_hold_idx" ON "rental_changes" USING btree ("hold_expires_at") WHERE "rental_changes"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_requests_one_open" ON "waitlist_requests" USING btree ("user_id","product_id","date_from","date_to") WHERE "waitlist_requests"."notified_at" IS NULL AND "waitlist_requests"."withdrawn_at" IS NULL;--> statement-breakpoint
CREATE INDEX "waitlist_requests_open_product_idx" ON "waitlist_requests" USING btree ("product_id","date_from") WHERE "waitlist_requests"."notified_at" IS NULL AND "waitlist_requests"."withdrawn_at" IS NULL;--> statement-breakpoint
CREATE INDEX "waitlist_requests_user_idx" ON "waitlist_requests" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_rental_change_id_rental_changes_id_fk" FOREIGN KEY ("rental_change_id") REFERENCES "public"."rental_changes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Not "kind = 'change_charge'": a database upgraded from 0017 adds that value in this same
-- transaction, where PostgreSQL refuses to use it. A change's payments are its charge and refunds.
CREATE UNIQUE INDEX "payments_one_charge_per_change" ON "payments" USING btree ("rental_change_id") WHERE "payments"."kind" <> 'refund';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_buffer_days_range" CHECK ("products"."buffer_days" BETWEEN 0 AND 30);--> statement-breakpoint
ALTER TABLE "rental_items" ADD CONSTRAINT "rental_items_blocked_after_end" CHECK ("rental_items"."blocked_to" >= "rental_items"."date_to");--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_charged_days_range" CHECK ("rentals"."charged_days" BETWEEN 1 AND "rentals"."date_to" - "rentals"."date_from" + 1);;--> statement-breakpoint
-- A rental inserted without its charged days (the demo seed, benchmarks, tools) charges every
-- day, as the spec's line total does; the shop's own booking always gives them (issue 31).
CREATE FUNCTION "rental_charged_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.charged_days := NEW.date_to - NEW.date_from + 1;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "rentals_charged_days" BEFORE INSERT ON "rentals"
  FOR EACH ROW WHEN (NEW.charged_days IS NULL) EXECUTE FUNCTION "rental_charged_days"();--> statement-breakpoint
-- The last day a unit is kept after a rental ending on last_day: buffer_days open days of the
-- shop later (its settings' openingDays and closedDates; closed days in between are kept too).
-- The one definition the exclusion constraint's blocked range and the free-unit queries use;
-- src/shared/opening-days.ts bufferEnd() is its copy for TypeScript, tested against it.
CREATE FUNCTION "buffer_end"(last_day date, buffer_days integer) RETURNS date LANGUAGE plpgsql STABLE AS $$
DECLARE
  settings jsonb;
  open_days integer[];
  closed date[];
  day date := last_day;
  left_days integer := buffer_days;
BEGIN
  IF buffer_days IS NULL OR buffer_days <= 0 THEN
    RETURN last_day;
  END IF;
  SELECT value INTO settings FROM shop_settings WHERE id = 1;
  SELECT array_agg(d::integer) INTO open_days FROM jsonb_array_elements_text(coalesce(settings -> 'openingDays', '[]')) d;
  SELECT array_agg(d::date) INTO closed FROM jsonb_array_elements_text(coalesce(settings -> 'closedDates', '[]')) d;
  IF open_days IS NULL OR cardinality(open_days) = 0 THEN
    open_days := '{1,2,3,4,5,6,7}';
  END IF;
  closed := coalesce(closed, '{}');
  WHILE left_days > 0 LOOP
    day := day + 1;
    IF extract(isodow FROM day)::integer = ANY(open_days) AND NOT (day = ANY(closed)) THEN
      left_days := left_days - 1;
    END IF;
  END LOOP;
  RETURN day;
END $$;--> statement-breakpoint
-- Each unit's blocked range ends with its product's buffer, set here on every insert and every
-- change of its dates or unit (an extension, a swap), so no writer can leave it out or get it wrong.
CREATE FUNCTION "rental_item_blocked_to"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.blocked_to := buffer_end(NEW.date_to,
    (SELECT p.buffer_days FROM items i JOIN products p ON p.id = i.product_id WHERE i.id = NEW.item_id));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "rental_items_blocked_to" BEFORE INSERT OR UPDATE OF "date_to", "item_id" ON "rental_items"
  FOR EACH ROW EXECUTE FUNCTION "rental_item_blocked_to"();--> statement-breakpoint
-- A unit is on one rental at a time, and not during another rental's buffer either: the
-- blocked range is the rental plus its buffer (issue 31), still only for rows not cancelled.
ALTER TABLE "rental_items" DROP CONSTRAINT "rental_items_no_overlap";--> statement-breakpoint
ALTER TABLE "rental_items"
  ADD CONSTRAINT "rental_items_no_overlap"
  EXCLUDE USING gist ("item_id" WITH =, daterange("date_from", "blocked_to", '[]') WITH &&) WHERE (NOT "cancelled");
--> statement-breakpoint
-- PostgreSQL checks a row's unique and exclusion indexes in the order they were made: made again
-- after the new exclusion constraint, a unit booked on another rental's days is refused as such
-- (not free) before the desk's "not back yet" index speaks, as before this migration.
DROP INDEX "rental_items_unit_out_once";--> statement-breakpoint
CREATE UNIQUE INDEX "rental_items_unit_out_once" ON "rental_items" USING btree ("item_id") WHERE "rental_items"."checked_out_at" IS NOT NULL AND "rental_items"."checked_in_at" IS NULL;
