-- The order statuses are made anew rather than added to, as in 0014: a value added by ALTER TYPE
-- cannot be used in the transaction that added it, and the check and index below use 'Held'.
-- The trigger of 0028 names the column in its WHEN: dropped and made again as it was.
ALTER TABLE "orders" DROP CONSTRAINT "orders_hold_while_awaiting";--> statement-breakpoint
DROP TRIGGER orders_lapsed_coupon_use ON orders;--> statement-breakpoint
DROP INDEX "orders_awaiting_hold_idx";--> statement-breakpoint
ALTER TYPE "public"."order_status" RENAME TO "order_status_before_holds";--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('Placed', 'Cancelled', 'AwaitingPayment', 'Lapsed', 'Held');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" TYPE "public"."order_status" USING "status"::text::"public"."order_status";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'Placed';--> statement-breakpoint
DROP TYPE "public"."order_status_before_holds";--> statement-breakpoint
CREATE TRIGGER orders_lapsed_coupon_use AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (NEW.status = 'Lapsed' AND OLD.status IS DISTINCT FROM 'Lapsed')
  EXECUTE FUNCTION coupon_use_of_lapsed_order();--> statement-breakpoint
CREATE INDEX "orders_awaiting_hold_idx" ON "orders" USING btree ("hold_expires_at") WHERE "orders"."status" = 'AwaitingPayment';--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "held_order_id" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_held_order_id_orders_id_fk" FOREIGN KEY ("held_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_held_idx" ON "orders" USING btree ("hold_expires_at") WHERE "orders"."status" = 'Held';--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_held_order_id_unique" UNIQUE("held_order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_hold_while_awaiting" CHECK ("orders"."status" NOT IN ('AwaitingPayment', 'Held') OR "orders"."hold_expires_at" IS NOT NULL);
