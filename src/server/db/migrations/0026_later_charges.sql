ALTER TYPE "public"."rental_change_kind" ADD VALUE 'price';--> statement-breakpoint
ALTER TYPE "public"."rental_change_kind" ADD VALUE 'units';--> statement-breakpoint
ALTER TYPE "public"."rental_change_kind" ADD VALUE 'line';