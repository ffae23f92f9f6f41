CREATE TYPE "public"."return_condition" AS ENUM('ok', 'damaged', 'missing');--> statement-breakpoint
ALTER TYPE "public"."payment_kind" ADD VALUE 'late_fee';--> statement-breakpoint
CREATE TABLE "incident_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "incident_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"incident_id" integer NOT NULL,
	"item_id" integer,
	"image_key" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incident_photos_image_key_unique" UNIQUE("image_key")
);
--> statement-breakpoint
CREATE TABLE "incident_units" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "incident_units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"incident_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"condition" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incident_units_condition" CHECK ("incident_units"."condition" IN ('damaged', 'missing'))
);
--> statement-breakpoint
CREATE TABLE "late_notices" (
	"rental_id" integer NOT NULL,
	"days_late" smallint NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "late_notices_rental_id_days_late_pk" PRIMARY KEY("rental_id","days_late")
);
--> statement-breakpoint
ALTER TABLE "rental_items" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rental_items" ADD COLUMN "checked_out_by" text;--> statement-breakpoint
ALTER TABLE "rental_items" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rental_items" ADD COLUMN "checked_in_by" text;--> statement-breakpoint
ALTER TABLE "rental_items" ADD COLUMN "return_condition" "return_condition";--> statement-breakpoint
ALTER TABLE "rental_items" ADD COLUMN "return_note" text;--> statement-breakpoint
ALTER TABLE "rental_items" ADD COLUMN "late_fee_cents" integer;--> statement-breakpoint
ALTER TABLE "incident_photos" ADD CONSTRAINT "incident_photos_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_photos" ADD CONSTRAINT "incident_photos_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_photos" ADD CONSTRAINT "incident_photos_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_units" ADD CONSTRAINT "incident_units_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_units" ADD CONSTRAINT "incident_units_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_units" ADD CONSTRAINT "incident_units_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_notices" ADD CONSTRAINT "late_notices_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incident_photos_incident_id_idx" ON "incident_photos" USING btree ("incident_id");--> statement-breakpoint
CREATE INDEX "incident_units_incident_id_idx" ON "incident_units" USING btree ("incident_id");--> statement-breakpoint
ALTER TABLE "rental_items" ADD CONSTRAINT "rental_items_checked_out_by_user_id_fk" FOREIGN KEY ("checked_out_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_items" ADD CONSTRAINT "rental_items_checked_in_by_user_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rental_items_unit_out_once" ON "rental_items" USING btree ("item_id") WHERE "rental_items"."checked_out_at" IS NOT NULL AND "rental_items"."checked_in_at" IS NULL;--> statement-breakpoint
CREATE INDEX "rental_items_out_idx" ON "rental_items" USING btree ("date_to") WHERE "rental_items"."checked_out_at" IS NOT NULL AND "rental_items"."checked_in_at" IS NULL;--> statement-breakpoint
ALTER TABLE "rental_items" ADD CONSTRAINT "rental_items_in_after_out" CHECK ("rental_items"."checked_in_at" IS NULL OR "rental_items"."checked_out_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "rental_items" ADD CONSTRAINT "rental_items_returned_with_condition" CHECK (("rental_items"."checked_in_at" IS NULL) = ("rental_items"."return_condition" IS NULL OR "rental_items"."return_condition" = 'missing'));--> statement-breakpoint
ALTER TABLE "rental_items" ADD CONSTRAINT "rental_items_late_fee_positive" CHECK ("rental_items"."late_fee_cents" IS NULL OR "rental_items"."late_fee_cents" > 0);