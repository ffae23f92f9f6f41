-- No physical unit can be on two rentals whose inclusive date ranges overlap, whatever the
-- concurrency: the database refuses the second insert with SQLSTATE 23P01.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "rental_items"
  ADD CONSTRAINT "rental_items_no_overlap"
  EXCLUDE USING gist ("item_id" WITH =, daterange("date_from", "date_to", '[]') WITH &&);
