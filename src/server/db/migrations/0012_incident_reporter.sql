ALTER TABLE "incidents" ADD COLUMN "reported_by" text;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "by_shop" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_reported_by_user_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Reports made before the reporter was kept were all stored as the customer's own.
UPDATE "incidents" SET "reported_by" = "user_id";
