-- Decision 096. The shop's one shared calendar feed address goes: every staff member (and every
-- API token that asks) gets an address of their own, which ends when they stop being staff or
-- the token is revoked. The old shared address was known to whoever was staff before, so it is
-- not handed to anyone: it answers 404 from now on, and staff fetch their own address from
-- Integrations (docs/operations.md).
DELETE FROM "calendar_feeds" WHERE "kind" = 'shop';--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_user_id_key";--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_owner";--> statement-breakpoint
DROP INDEX "calendar_feeds_one_shop_feed";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "api_token_id" integer;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "token_id" integer;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_api_token_id_api_tokens_id_fk" FOREIGN KEY ("api_token_id") REFERENCES "public"."api_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_token_id_api_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."api_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_one_per_person" ON "calendar_feeds" USING btree ("user_id","kind") WHERE "calendar_feeds"."api_token_id" IS NULL;--> statement-breakpoint
CREATE INDEX "webhook_endpoints_token_id_idx" ON "webhook_endpoints" USING btree ("token_id");--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_api_token_id_key" UNIQUE("api_token_id");--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_token_shop_only" CHECK ("calendar_feeds"."api_token_id" IS NULL OR "calendar_feeds"."kind" = 'shop');--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_disabled_reason" CHECK ("webhook_endpoints"."disabled_reason" IS NULL OR (NOT "webhook_endpoints"."enabled" AND "webhook_endpoints"."disabled_reason" IN ('token_revoked', 'token_owner_left_staff')));