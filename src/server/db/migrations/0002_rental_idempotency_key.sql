ALTER TABLE "rentals" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_user_idempotency_key" UNIQUE("user_id","idempotency_key");