CREATE TYPE "public"."vat_treatment" AS ENUM('standard', 'reverse_charge');--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_treatment" "vat_treatment" DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_treatment" "vat_treatment" DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reverse_charge_business" CHECK ("orders"."vat_treatment" = 'standard' OR "orders"."business" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reverse_charge_no_vat" CHECK ("invoices"."vat_treatment" = 'standard' OR "invoices"."vat_cents" = 0);