ALTER TYPE "public"."audit_action" ADD VALUE 'check-out';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'check-in';