-- The utilisation report is kept between changes as the shop's calendar feed is (decision 107),
-- on the same counter: shop_feed_changes moves on every change to what either reads. Besides
-- what the feed reads (migration 0045), the report reads new units and products (the shop's
-- totals and the idle list), products' categories and the categories' names, and incidents.
CREATE TRIGGER items_inserted_data_changed AFTER INSERT ON "items"
  FOR EACH STATEMENT EXECUTE FUNCTION shop_feed_changed();--> statement-breakpoint
CREATE TRIGGER products_report_data_changed AFTER INSERT OR UPDATE OF "category_id" ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION shop_feed_changed();--> statement-breakpoint
CREATE TRIGGER categories_data_changed AFTER UPDATE OF "name" OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION shop_feed_changed();--> statement-breakpoint
CREATE TRIGGER incidents_data_changed AFTER INSERT OR UPDATE OF "rental_id", "created_at" OR DELETE OR TRUNCATE ON "incidents"
  FOR EACH STATEMENT EXECUTE FUNCTION shop_feed_changed();
