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
-- An administrator's endpoints (decision 053): the signing secret is kept as it is, since it
-- must sign; the API shows it only when created or rotated.
CREATE TABLE "webhook_endpoints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_endpoints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_endpoints_events_chosen" CHECK (cardinality("webhook_endpoints"."events") > 0)
);
--> statement-breakpoint
-- One delivery per endpoint and event, sent in event order per endpoint; `tries` counts the
-- attempts since it was last queued (a resend by hand starts again), `attempts` all of them.
CREATE TABLE "webhook_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_id" text NOT NULL,
	"endpoint_id" integer NOT NULL,
	"event_id" bigint NOT NULL,
	"event_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"last_attempt_at" timestamp with time zone,
	"status_code" integer,
	"response_excerpt" text,
	"error" text,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "webhook_deliveries_endpoint_event" UNIQUE("endpoint_id","event_id"),
	CONSTRAINT "webhook_deliveries_status_known" CHECK ("webhook_deliveries"."status" IN ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
-- Every attempt's answer, as it came (the delivery row keeps the last one).
CREATE TABLE "webhook_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"delivery_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_code" integer,
	"response_excerpt" text,
	"error" text,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_domain_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."domain_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- An endpoint's deliveries newest first (its list), and its waiting ones in event order (the sender).
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","id" DESC);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_pending_idx" ON "webhook_deliveries" USING btree ("endpoint_id","event_id") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_event_id_idx" ON "webhook_deliveries" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_id_idx" ON "webhook_attempts" USING btree ("delivery_id");--> statement-breakpoint

-- ===== API tokens (issue 32) =====
-- Personal API tokens of administrators (decision 055): only the SHA-256 of the secret is kept,
-- with its last four characters to tell tokens apart. A token acts as its owner while they are
-- an administrator; revoking deletes the row, so the next request with it finds nothing.
CREATE TABLE "api_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"token_hash" text NOT NULL,
	"last_four" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "api_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "api_tokens_scope" CHECK ("api_tokens"."scope" IN ('read', 'read-write')),
	CONSTRAINT "api_tokens_name_length" CHECK (char_length("api_tokens"."name") BETWEEN 1 AND 100)
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_tokens_user_id_idx" ON "api_tokens" USING btree ("user_id");--> statement-breakpoint

-- ===== end of issue 32 =====

-- ===== Audit of integrations (issue 32) =====
-- Administrators' changes to webhook endpoints, API tokens and the shop's calendar feed are
-- audited. Nothing in this migration may use these values: PostgreSQL refuses a new enum value
-- in the transaction that added it.
ALTER TYPE "public"."audit_entity" ADD VALUE 'webhook';--> statement-breakpoint
ALTER TYPE "public"."audit_entity" ADD VALUE 'api-token';--> statement-breakpoint
ALTER TYPE "public"."audit_entity" ADD VALUE 'calendar-feed';
