CREATE TABLE "rental_reminders" (
	"rental_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "rental_reminders_rental_id_day_pk" PRIMARY KEY("rental_id","day")
);
--> statement-breakpoint
ALTER TABLE "rental_reminders" ADD CONSTRAINT "rental_reminders_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rentals_date_from_idx" ON "rentals" USING btree ("date_from");--> statement-breakpoint
CREATE INDEX "rentals_date_to_idx" ON "rentals" USING btree ("date_to");