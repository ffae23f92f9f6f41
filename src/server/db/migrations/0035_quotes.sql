CREATE TYPE "public"."quote_status" AS ENUM('open', 'accepted', 'superseded');--> statement-breakpoint
CREATE TABLE "quote_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "quote_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"quantity" integer NOT NULL,
	"charged_days" integer NOT NULL,
	"daily_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"waiver_cents" integer DEFAULT 0 NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	CONSTRAINT "quote_lines_position" UNIQUE("quote_id","position"),
	CONSTRAINT "quote_lines_dates" CHECK ("quote_lines"."date_from" <= "quote_lines"."date_to"),
	CONSTRAINT "quote_lines_amounts" CHECK ("quote_lines"."quantity" >= 1 AND "quote_lines"."daily_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"user_id" text NOT NULL,
	"created_by" text,
	"status" "quote_status" DEFAULT 'open' NOT NULL,
	"vat_treatment" "vat_treatment" DEFAULT 'standard' NOT NULL,
	"coupon_id" integer,
	"coupon_code" text,
	"damage_waiver" boolean,
	"company" text,
	"vat_id" text,
	"total_cents" integer NOT NULL,
	"valid_until" date NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_name" text,
	"accepted_at" timestamp with time zone,
	"accepted_ip" text,
	"terms_version" integer,
	"terms_text" text,
	"order_id" integer,
	CONSTRAINT "quotes_number_version" UNIQUE("number","version"),
	CONSTRAINT "quotes_order" UNIQUE("order_id"),
	CONSTRAINT "quotes_accepted_whole" CHECK (("quotes"."status" = 'accepted') = ("quotes"."order_id" IS NOT NULL AND "quotes"."accepted_name" IS NOT NULL
        AND "quotes"."accepted_at" IS NOT NULL AND "quotes"."accepted_ip" IS NOT NULL AND "quotes"."terms_version" IS NOT NULL)),
	CONSTRAINT "quotes_version_positive" CHECK ("quotes"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_one_live_version" ON "quotes" USING btree ("number") WHERE "quotes"."status" <> 'superseded';--> statement-breakpoint
CREATE INDEX "quotes_user_idx" ON "quotes" USING btree ("user_id","id");