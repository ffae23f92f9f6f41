CREATE TYPE "public"."order_adjustment_kind" AS ENUM('cancellation_fee', 'change_fee', 'goodwill', 'before_ledger');--> statement-breakpoint
CREATE TABLE "order_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"kind" "order_adjustment_kind" NOT NULL,
	"amount_cents" integer NOT NULL,
	"rental_id" integer,
	"rental_change_id" integer,
	"payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_adjustments_amount_nonzero" CHECK ("order_adjustments"."amount_cents" <> 0)
);
--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD CONSTRAINT "order_adjustments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD CONSTRAINT "order_adjustments_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD CONSTRAINT "order_adjustments_rental_change_id_rental_changes_id_fk" FOREIGN KEY ("rental_change_id") REFERENCES "public"."rental_changes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD CONSTRAINT "order_adjustments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_adjustments_order_id_idx" ON "order_adjustments" USING btree ("order_id");--> statement-breakpoint
-- Orders placed before the ledger: what the cancellation rules kept and refunds by hand took off
-- were never written down. Each paid order gets one row with what it had settled at, so its
-- balance reads what it did: nothing due, but for changes still owed at the counter and refunds
-- that failed (both stay owed). An order with nothing paid needs none: its live lines are due.
-- Kinds are compared as text: on a new database every migration runs in one transaction, and
-- PostgreSQL 15 refuses an enum value added in it ('change_charge', migration 0018) as a literal.
INSERT INTO "order_adjustments" ("order_id", "kind", "amount_cents", "created_at")
SELECT o.id, 'before_ledger', (m.paid - m.refunded_all) - (l.live - d.unpaid_changes), now()
FROM "orders" o
CROSS JOIN LATERAL (
  SELECT
    coalesce(sum(p.amount_cents) FILTER (WHERE p.kind::text IN ('charge', 'change_charge') AND p.state <> 'failed'), 0) AS paid,
    coalesce(sum(p.amount_cents) FILTER (WHERE p.kind = 'refund'), 0) AS refunded_all
  FROM payments p WHERE p.order_id = o.id
) m
CROSS JOIN LATERAL (
  SELECT coalesce(sum(r.daily_price_cents::bigint * r.charged_days
    * (SELECT (count(*) + r.units_per_kit - 1) / r.units_per_kit FROM rental_items ri WHERE ri.rental_id = r.id)), 0) AS live
  FROM rentals r WHERE r.order_id = o.id AND r.cancelled_at IS NULL
) l
CROSS JOIN LATERAL (
  SELECT coalesce(sum(c.amount_cents), 0) AS unpaid_changes
  FROM rental_changes c
  JOIN rentals r ON r.id = c.rental_id
  JOIN payments charge ON charge.order_id = r.order_id AND charge.kind = 'charge'
  WHERE r.order_id = o.id AND r.cancelled_at IS NULL AND c.status = 'done' AND c.amount_cents > 0
    AND c.created_at > charge.created_at
    AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.rental_change_id = c.id AND p.kind::text = 'change_charge')
) d
WHERE m.paid > 0 AND (m.paid - m.refunded_all) - (l.live - d.unpaid_changes) <> 0;
