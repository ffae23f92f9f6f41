DROP INDEX "rentals_product_id_idx";--> statement-breakpoint
CREATE INDEX "products_kits_name_idx" ON "products" USING btree (lower("name"),"id") WHERE "products"."is_kit";--> statement-breakpoint
CREATE INDEX "rentals_product_id_date_to_idx" ON "rentals" USING btree ("product_id","date_to");