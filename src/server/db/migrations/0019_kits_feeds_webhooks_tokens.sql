-- ===== Kits (issue 32): a kit product is booked as units of its parts, under the same
-- exclusion constraint as every unit (decision 050). A kit has no units of its own and is no
-- part of another kit; its parts are counted per kit. =====
ALTER TABLE "products" ADD COLUMN "is_kit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "kit_parts" (
	"kit_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"count" smallint NOT NULL,
	CONSTRAINT "kit_parts_kit_id_part_id_pk" PRIMARY KEY("kit_id","part_id"),
	CONSTRAINT "kit_parts_count_range" CHECK ("kit_parts"."count" BETWEEN 1 AND 20),
	CONSTRAINT "kit_parts_not_own_part" CHECK ("kit_parts"."kit_id" <> "kit_parts"."part_id")
);
--> statement-breakpoint
ALTER TABLE "kit_parts" ADD CONSTRAINT "kit_parts_kit_id_products_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_parts" ADD CONSTRAINT "kit_parts_part_id_products_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kit_parts_part_id_idx" ON "kit_parts" USING btree ("part_id");--> statement-breakpoint
-- How many units one piece of a rental is: 1, or a kit's units per kit when it was booked, so
-- the rental's quantity (units / units_per_kit) never changes when the kit is edited later.
ALTER TABLE "rentals" ADD COLUMN "units_per_kit" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_units_per_kit_range" CHECK ("rentals"."units_per_kit" >= 1);--> statement-breakpoint
-- The kit rules no form can get around: a part row needs a kit and a part that is no kit; a
-- kit has no units of its own; a product with units or parts cannot change what it is.
CREATE FUNCTION "kit_parts_check"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT (SELECT is_kit FROM products WHERE id = NEW.kit_id) THEN
    RAISE EXCEPTION 'product % is not a kit', NEW.kit_id USING ERRCODE = '23514', CONSTRAINT = 'kit_parts_kit_is_kit';
  END IF;
  IF (SELECT is_kit FROM products WHERE id = NEW.part_id) THEN
    RAISE EXCEPTION 'a kit (%) cannot be part of a kit', NEW.part_id USING ERRCODE = '23514', CONSTRAINT = 'kit_parts_part_not_kit';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "kit_parts_check" BEFORE INSERT OR UPDATE ON "kit_parts"
  FOR EACH ROW EXECUTE FUNCTION "kit_parts_check"();--> statement-breakpoint
CREATE FUNCTION "items_not_of_kit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT is_kit FROM products WHERE id = NEW.product_id) THEN
    RAISE EXCEPTION 'a kit (%) has no units of its own', NEW.product_id USING ERRCODE = '23514', CONSTRAINT = 'items_not_of_kit';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "items_not_of_kit" BEFORE INSERT OR UPDATE OF "product_id" ON "items"
  FOR EACH ROW EXECUTE FUNCTION "items_not_of_kit"();--> statement-breakpoint
CREATE FUNCTION "products_kit_kind_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_kit AND EXISTS (SELECT 1 FROM items WHERE product_id = NEW.id) THEN
    RAISE EXCEPTION 'product % has units: it cannot become a kit', NEW.id USING ERRCODE = '23514', CONSTRAINT = 'products_kit_without_units';
  END IF;
  IF NOT NEW.is_kit AND EXISTS (SELECT 1 FROM kit_parts WHERE kit_id = NEW.id) THEN
    RAISE EXCEPTION 'kit % still has parts', NEW.id USING ERRCODE = '23514', CONSTRAINT = 'products_kit_has_parts';
  END IF;
  IF NEW.is_kit AND EXISTS (SELECT 1 FROM kit_parts WHERE part_id = NEW.id) THEN
    RAISE EXCEPTION 'product % is part of a kit: it cannot become one', NEW.id USING ERRCODE = '23514', CONSTRAINT = 'kit_parts_part_not_kit';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_kit_kind_fixed" BEFORE UPDATE OF "is_kit" ON "products"
  FOR EACH ROW WHEN (OLD.is_kit IS DISTINCT FROM NEW.is_kit) EXECUTE FUNCTION "products_kit_kind_fixed"();--> statement-breakpoint
-- Kit parts change what the catalogue shows: they count in its version like products do.
CREATE TRIGGER "kit_parts_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "kit_parts"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
-- ===== Calendar feeds (issue 32) =====
-- The feeds' secret addresses (decision 052): a customer's own, and the shop's one. The token
-- is an HMAC of `seed` under a key derived from AUTH_SECRET; only its SHA-256 is stored.
CREATE TABLE "calendar_feeds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_feeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"user_id" text,
	"seed" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"renewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_key" UNIQUE("token_hash"),
	CONSTRAINT "calendar_feeds_user_id_key" UNIQUE("user_id"),
	CONSTRAINT "calendar_feeds_kind" CHECK ("calendar_feeds"."kind" IN ('customer', 'shop')),
	CONSTRAINT "calendar_feeds_owner" CHECK (("calendar_feeds"."kind" = 'customer') = ("calendar_feeds"."user_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_one_shop_feed" ON "calendar_feeds" USING btree ("kind") WHERE "calendar_feeds"."kind" = 'shop';--> statement-breakpoint

-- ===== Webhooks (issue 32) =====

-- ===== API tokens (issue 32) =====

-- ===== end of issue 32 =====
