DROP INDEX "rentals_date_from_idx";--> statement-breakpoint
CREATE INDEX "rentals_date_from_id_idx" ON "rentals" USING btree ("date_from","id");