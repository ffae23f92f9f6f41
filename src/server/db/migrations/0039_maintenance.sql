ALTER TYPE "public"."audit_action" ADD VALUE 'service';--> statement-breakpoint
CREATE TABLE "item_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "item_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"performed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text NOT NULL,
	"cost_cents" integer,
	"performed_by" text,
	"performed_by_name" text NOT NULL,
	CONSTRAINT "item_services_cost_not_negative" CHECK ("item_services"."cost_cents" IS NULL OR "item_services"."cost_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "serviced_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "out_for_service" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "service_every_rentals" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "service_every_days" smallint;--> statement-breakpoint
ALTER TABLE "item_services" ADD CONSTRAINT "item_services_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_services" ADD CONSTRAINT "item_services_performed_by_user_id_fk" FOREIGN KEY ("performed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_services_item_idx" ON "item_services" USING btree ("item_id","performed_at");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_out_for_service" CHECK (NOT "items"."out_for_service" OR "items"."status" = 'NonOperational');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_service_intervals" CHECK (("products"."service_every_rentals" IS NULL OR "products"."service_every_rentals" BETWEEN 1 AND 1000) AND
        ("products"."service_every_days" IS NULL OR "products"."service_every_days" BETWEEN 1 AND 3650));