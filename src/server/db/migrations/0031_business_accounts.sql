CREATE TYPE "public"."vat_check_status" AS ENUM('valid', 'invalid', 'unavailable', 'unchecked');--> statement-breakpoint
CREATE TABLE "business_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"vat_id" text NOT NULL,
	"purchase_order_required" boolean DEFAULT false NOT NULL,
	"vat_check" "vat_check_status" DEFAULT 'unchecked' NOT NULL,
	"vat_checked_at" timestamp with time zone,
	"vat_check_request_id" text,
	"vat_check_name" text,
	"vat_check_address" text,
	"pay_on_invoice" boolean DEFAULT false NOT NULL,
	"payment_terms_days" integer DEFAULT 14 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_accounts_terms" CHECK ("business_accounts"."payment_terms_days" BETWEEN 1 AND 120),
	CONSTRAINT "business_accounts_check_dated" CHECK (("business_accounts"."vat_check" = 'unchecked') = ("business_accounts"."vat_checked_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "business_accounts" ADD CONSTRAINT "business_accounts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;