CREATE TYPE "public"."payment_review_reason" AS ENUM('unknown_session', 'amount_mismatch');--> statement-breakpoint
CREATE TABLE "checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"rental_change_id" integer,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_sessions_amount_positive" CHECK ("checkout_sessions"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments_for_review" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_for_review_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stripe_event_id" text NOT NULL,
	"checkout_session_id" text NOT NULL,
	"payment_intent_id" text,
	"order_id" integer,
	"reason" "payment_review_reason" NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	CONSTRAINT "payments_for_review_stripe_event_id_unique" UNIQUE("stripe_event_id")
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_rental_change_id_rental_changes_id_fk" FOREIGN KEY ("rental_change_id") REFERENCES "public"."rental_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments_for_review" ADD CONSTRAINT "payments_for_review_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments_for_review" ADD CONSTRAINT "payments_for_review_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_sessions_order_id_idx" ON "checkout_sessions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_for_review_open_idx" ON "payments_for_review" USING btree ("received_at") WHERE "payments_for_review"."reviewed_at" IS NULL;--> statement-breakpoint
-- The sessions made before this migration, with what they asked: an order's live lines at their
-- booked prices (as checkout.ts priced them), a change's difference. A payment still open when
-- the shop is upgraded is then applied as before.
INSERT INTO "checkout_sessions" ("id", "order_id", "amount_cents", "currency", "created_at")
SELECT o.checkout_session_id, o.id, t.cents, 'eur', o.placed_at
FROM "orders" o
CROSS JOIN LATERAL (
  SELECT coalesce(sum(r.daily_price_cents::bigint * r.charged_days
    * (SELECT (count(*) + r.units_per_kit - 1) / r.units_per_kit FROM rental_items ri WHERE ri.rental_id = r.id)), 0)::int AS cents
  FROM rentals r WHERE r.order_id = o.id AND (r.cancelled_at IS NULL OR o.status = 'Lapsed')
) t
WHERE o.checkout_session_id IS NOT NULL AND t.cents > 0
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "checkout_sessions" ("id", "order_id", "rental_change_id", "amount_cents", "currency", "created_at")
SELECT c.checkout_session_id, r.order_id, c.id, c.amount_cents, 'eur', c.created_at
FROM "rental_changes" c JOIN "rentals" r ON r.id = c.rental_id
WHERE c.checkout_session_id IS NOT NULL AND c.amount_cents > 0
ON CONFLICT DO NOTHING;
