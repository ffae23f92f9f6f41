DROP INDEX "rentals_user_id_idx";--> statement-breakpoint
CREATE INDEX "rentals_user_id_date_to_idx" ON "rentals" USING btree ("user_id","date_to");--> statement-breakpoint
CREATE INDEX "rentals_user_product_date_to_idx" ON "rentals" USING btree ("user_id","product_id","date_to");