ALTER TYPE "public"."payment_channel" ADD VALUE IF NOT EXISTS 'bank_transfer';--> statement-breakpoint
ALTER TYPE "public"."payment_kind" ADD VALUE IF NOT EXISTS 'part_payment';