ALTER TYPE "public"."audit_entity" ADD VALUE 'coupon';--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"coupon_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_uses_order_id_pk" PRIMARY KEY("order_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"valid_from" date,
	"valid_to" date,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"min_days" integer,
	"product_ids" integer[] DEFAULT '{}' NOT NULL,
	"category_ids" integer[] DEFAULT '{}' NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_one_kind" CHECK (("coupons"."percent_off" IS NULL) <> ("coupons"."amount_off_cents" IS NULL)),
	CONSTRAINT "coupons_percent_range" CHECK ("coupons"."percent_off" BETWEEN 1 AND 100),
	CONSTRAINT "coupons_amount_positive" CHECK ("coupons"."amount_off_cents" > 0),
	CONSTRAINT "coupons_code_form" CHECK ("coupons"."code" ~ '^[A-Z0-9][A-Z0-9_-]{2,39}$'),
	CONSTRAINT "coupons_valid_ordered" CHECK ("coupons"."valid_to" >= "coupons"."valid_from"),
	CONSTRAINT "coupons_uses_within_max" CHECK ("coupons"."uses" >= 0 AND ("coupons"."max_uses" IS NULL OR "coupons"."uses" <= "coupons"."max_uses"))
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" DROP CONSTRAINT "invoice_lines_sums";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "waiver_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_user_idx" ON "coupon_uses" USING btree ("coupon_id","user_id");--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_extras_not_negative" CHECK ("rentals"."discount_cents" >= 0 AND "rentals"."waiver_cents" >= 0);--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_sums" CHECK ("invoice_lines"."net_cents" + "invoice_lines"."vat_cents" = "invoice_lines"."gross_cents");--> statement-breakpoint
-- A coupon's uses are its rows in coupon_uses, counted on the coupon in the same transaction:
-- the coupon row's lock queues checkouts racing for its last use, and coupons_uses_within_max
-- refuses the one too many. A customer's own limit is checked under that same lock.
CREATE FUNCTION coupon_use_counted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  per_customer integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE coupons SET uses = uses + 1 WHERE id = NEW.coupon_id
      RETURNING max_uses_per_customer INTO per_customer;
    IF per_customer IS NOT NULL AND (
      SELECT count(*) FROM coupon_uses WHERE coupon_id = NEW.coupon_id AND user_id = NEW.user_id
    ) > per_customer THEN
      RAISE EXCEPTION 'coupon % is used more than % times by one customer', NEW.coupon_id, per_customer
        USING ERRCODE = 'check_violation', CONSTRAINT = 'coupon_uses_per_customer';
    END IF;
    RETURN NEW;
  END IF;
  UPDATE coupons SET uses = uses - 1 WHERE id = OLD.coupon_id;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER coupon_uses_count AFTER INSERT OR DELETE ON coupon_uses
  FOR EACH ROW EXECUTE FUNCTION coupon_use_counted();
--> statement-breakpoint
-- An order that lapsed unpaid never happened for the customer: its coupon use is given back.
CREATE FUNCTION coupon_use_of_lapsed_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM coupon_uses WHERE order_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_lapsed_coupon_use AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (NEW.status = 'Lapsed' AND OLD.status IS DISTINCT FROM 'Lapsed')
  EXECUTE FUNCTION coupon_use_of_lapsed_order();
