CREATE TYPE "public"."audit_action" AS ENUM('create', 'edit', 'delete', 'status', 'swap', 'image');--> statement-breakpoint
CREATE TYPE "public"."audit_entity" AS ENUM('category', 'product', 'item', 'rental', 'incident', 'review');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"action" "audit_action" NOT NULL,
	"entity" "audit_entity" NOT NULL,
	"entity_id" integer NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_es" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_de" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description_de" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_es" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_de" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_de" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","id" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_idx" ON "audit_log" USING btree ("actor_id");