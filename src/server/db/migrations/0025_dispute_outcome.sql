ALTER TABLE "payment_disputes" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_closed_with_outcome" CHECK (("payment_disputes"."outcome" IS NULL) = ("payment_disputes"."closed_at" IS NULL));