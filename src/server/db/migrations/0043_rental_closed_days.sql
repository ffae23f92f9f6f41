CREATE TYPE "public"."closed_day_choice" AS ENUM('keep', 'notify');--> statement-breakpoint
CREATE TYPE "public"."closed_day_kind" AS ENUM('pick-up', 'return');--> statement-breakpoint
CREATE TABLE "rental_closed_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rental_closed_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rental_id" integer NOT NULL,
	"date" date NOT NULL,
	"kind" "closed_day_kind" NOT NULL,
	"choice" "closed_day_choice" NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_closed_days_rental_date_kind_key" UNIQUE("rental_id","date","kind")
);
--> statement-breakpoint
ALTER TABLE "rental_closed_days" ADD CONSTRAINT "rental_closed_days_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_closed_days" ADD CONSTRAINT "rental_closed_days_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;