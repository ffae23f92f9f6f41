ALTER TYPE "public"."audit_action" ADD VALUE 'role';--> statement-breakpoint
ALTER TYPE "public"."audit_entity" ADD VALUE 'staff';