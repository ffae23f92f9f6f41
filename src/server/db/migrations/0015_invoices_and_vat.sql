CREATE TYPE "public"."invoice_kind" AS ENUM('invoice', 'credit_note');--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"series" text NOT NULL,
	"year" smallint NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_series_year_pk" PRIMARY KEY("series","year"),
	CONSTRAINT "invoice_counters_last_positive" CHECK ("invoice_counters"."last" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"invoice_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"description" text NOT NULL,
	"rental_id" integer,
	"product_id" integer,
	"date_from" date,
	"date_to" date,
	"days" integer,
	"quantity" integer NOT NULL,
	"units" text[] DEFAULT '{}'::text[] NOT NULL,
	"unit_price_cents" integer,
	"vat_rate" numeric(5, 2) NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	CONSTRAINT "invoice_lines_invoice_id_position_pk" PRIMARY KEY("invoice_id","position"),
	CONSTRAINT "invoice_lines_sums" CHECK ("invoice_lines"."net_cents" + "invoice_lines"."vat_cents" = "invoice_lines"."gross_cents" AND "invoice_lines"."gross_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "invoice_kind" NOT NULL,
	"series" text NOT NULL,
	"year" smallint NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"order_id" integer,
	"order_reference" text NOT NULL,
	"payment_id" integer,
	"corrects_id" integer,
	"issue_date" date NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"language" text NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"payment" jsonb NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_series_year_sequence" UNIQUE("series","year","sequence"),
	CONSTRAINT "invoices_sums" CHECK ("invoices"."net_cents" + "invoices"."vat_cents" = "invoices"."gross_cents" AND "invoices"."gross_cents" > 0),
	CONSTRAINT "invoices_credit_note_corrects" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."corrects_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "business" jsonb;--> statement-breakpoint
-- Every line booked before VAT was known is at the standard rate's default (19 %, as
-- src/shared/schemas/settings.ts has it): prices were always gross, so no total changes.
ALTER TABLE "rentals" ADD COLUMN "vat_rate" numeric(5, 2);--> statement-breakpoint
UPDATE "rentals" SET "vat_rate" = coalesce((SELECT ("value" #>> '{vat,standardRate}')::numeric FROM "shop_settings" WHERE "id" = 1), 19);--> statement-breakpoint
ALTER TABLE "rentals" ALTER COLUMN "vat_rate" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_vat_rate_range" CHECK ("rentals"."vat_rate" BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_id_invoices_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_order_id_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_issue_date_idx" ON "invoices" USING btree ("issue_date","id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_rate_range" CHECK ("products"."vat_rate" BETWEEN 0 AND 100);--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_payment" ON "invoices" USING btree ("payment_id");--> statement-breakpoint
-- A line is booked at its product's VAT rate, else the shop's standard rate at that moment (19 %
-- while none was saved, the default of src/shared/schemas/settings.ts). In the database so that
-- every insert gets it, the shop's booking, the demo seed and tools alike.
CREATE FUNCTION "rental_vat_rate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT coalesce(p.vat_rate, (SELECT (s.value #>> '{vat,standardRate}')::numeric FROM shop_settings s WHERE s.id = 1), 19)
    INTO NEW.vat_rate FROM products p WHERE p.id = NEW.product_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "rentals_vat_rate" BEFORE INSERT ON "rentals"
  FOR EACH ROW WHEN (NEW.vat_rate IS NULL) EXECUTE FUNCTION "rental_vat_rate"();--> statement-breakpoint
-- An issued document never changes (issue 29): no UPDATE, no DELETE, of it or its lines. The one
-- change allowed is a link to a deleted order or payment becoming null (ON DELETE SET NULL).
CREATE FUNCTION "invoice_issued_unchanged"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Nested, not one AND: a line's record has no order_id to read.
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'invoices' THEN
    IF (to_jsonb(NEW) - 'order_id' - 'payment_id') = (to_jsonb(OLD) - 'order_id' - 'payment_id')
       AND (NEW.order_id IS NULL OR NEW.order_id = OLD.order_id)
       AND (NEW.payment_id IS NULL OR NEW.payment_id = OLD.payment_id) THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'An issued invoice or credit note never changes: issue a credit note instead.'
    USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "invoices_unchanged" BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "invoice_issued_unchanged"();--> statement-breakpoint
CREATE TRIGGER "invoice_lines_unchanged" BEFORE UPDATE OR DELETE ON "invoice_lines"
  FOR EACH ROW EXECUTE FUNCTION "invoice_issued_unchanged"();