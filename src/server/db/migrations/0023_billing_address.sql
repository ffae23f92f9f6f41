ALTER TABLE "user" ADD COLUMN "billing_street" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "billing_postcode" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "billing_city" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "billing_country" text;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_billing_address_whole" CHECK (num_nonnulls("user"."billing_street", "user"."billing_postcode", "user"."billing_city", "user"."billing_country") IN (0, 4));