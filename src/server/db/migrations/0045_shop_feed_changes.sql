CREATE SEQUENCE "public"."shop_feed_changes" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- The shop's calendar feed is kept between changes (decision 103). Every statement that may
-- change what it shows moves shop_feed_changes, after taking a shared advisory lock that its
-- transaction holds until it has ended: a shared lock, so writers never wait for one another,
-- and released only once the transaction's changes are visible (or rolled back). A feed is kept
-- under the value read before its lines only when that lock was free after the read: every
-- transaction that had moved the value by then had ended, so the lines read after show all it did.
-- Advisory lock key: 0x66656564 ("feed"), 1.
CREATE FUNCTION shop_feed_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The lock first: a change is never counted without its lock held.
  PERFORM pg_advisory_xact_lock_shared(1717920868, 1);
  PERFORM nextval('shop_feed_changes');
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The value, then whether no transaction holds the lock (taking it exclusively without waiting:
-- it is held until the caller's transaction ends, so call this on its own, never in a transaction
-- that goes on). In this order: a writer that moved the value before it was read took the lock
-- before that, and holds it until its changes are visible.
CREATE FUNCTION shop_feed_version(OUT version bigint, OUT settled boolean) LANGUAGE plpgsql AS $$
BEGIN
  version := coalesce(pg_sequence_last_value('shop_feed_changes'), 0);
  settled := pg_try_advisory_xact_lock(1717920868, 1);
END;
$$;--> statement-breakpoint
-- What the feed reads: every column of rentals, their units and orders (states, references,
-- dates, cancellations); customers' names and e-mails; products' names and kind; units' serial
-- numbers and products. A new customer, product or unit is in no feed until a rental has it.
CREATE TRIGGER rentals_shop_feed_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rentals"
  FOR EACH STATEMENT EXECUTE FUNCTION shop_feed_changed();--> statement-breakpoint
CREATE TRIGGER rental_items_shop_feed_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rental_items"
  FOR EACH STATEMENT EXECUTE FUNCTION shop_feed_changed();--> statement-breakpoint
CREATE TRIGGER orders_shop_feed_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION shop_feed_changed();--> statement-breakpoint
CREATE TRIGGER user_shop_feed_changed AFTER UPDATE OF "name", "email" OR DELETE OR TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION shop_feed_changed();--> statement-breakpoint
CREATE TRIGGER products_shop_feed_changed AFTER UPDATE OF "name", "name_es", "name_de", "is_kit" OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION shop_feed_changed();--> statement-breakpoint
CREATE TRIGGER items_shop_feed_changed AFTER UPDATE OF "serial_number", "product_id" OR DELETE OR TRUNCATE ON "items"
  FOR EACH STATEMENT EXECUTE FUNCTION shop_feed_changed();
