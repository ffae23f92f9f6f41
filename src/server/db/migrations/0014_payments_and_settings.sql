CREATE TYPE "public"."payment_channel" AS ENUM('stripe', 'cash', 'terminal');--> statement-breakpoint
CREATE TYPE "public"."payment_kind" AS ENUM('charge', 'refund', 'deposit_taken', 'deposit_kept', 'deposit_returned');--> statement-breakpoint
CREATE TYPE "public"."payment_state" AS ENUM('pending', 'succeeded', 'failed');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('at_pickup', 'online');--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'payment';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'refund';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'deposit';--> statement-breakpoint
ALTER TYPE "public"."audit_entity" ADD VALUE 'order';--> statement-breakpoint
ALTER TYPE "public"."audit_entity" ADD VALUE 'settings';--> statement-breakpoint
-- The order statuses are made anew rather than added to: a value added by ALTER TYPE cannot be
-- used in the transaction that added it, and the check and index below use them.
ALTER TYPE "public"."order_status" RENAME TO "order_status_before_payments";--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('Placed', 'Cancelled', 'AwaitingPayment', 'Lapsed');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" TYPE "public"."order_status" USING "status"::text::"public"."order_status";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'Placed';--> statement-breakpoint
DROP TYPE "public"."order_status_before_payments";--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"kind" "payment_kind" NOT NULL,
	"channel" "payment_channel" NOT NULL,
	"state" "payment_state" DEFAULT 'succeeded' NOT NULL,
	"amount_cents" integer NOT NULL,
	"stripe_id" text,
	"reason" text,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"order_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"value" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "shop_settings" ("id") VALUES (1);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deposit" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" "payment_method" DEFAULT 'at_pickup' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "deposit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_order_id_idx" ON "payments" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_charge_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."kind" = 'charge';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_stripe_id_key" ON "payments" USING btree ("kind","stripe_id");--> statement-breakpoint
CREATE INDEX "orders_awaiting_hold_idx" ON "orders" USING btree ("hold_expires_at") WHERE "orders"."status" = 'AwaitingPayment';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checkout_session_id_unique" UNIQUE("checkout_session_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_deposit_not_negative" CHECK ("products"."deposit" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_hold_while_awaiting" CHECK ("orders"."status" <> 'AwaitingPayment' OR "orders"."hold_expires_at" IS NOT NULL);