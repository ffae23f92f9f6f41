CREATE TABLE "pay_later_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_later_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"rental_id" integer,
	"reason" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_later_notes_amount_positive" CHECK ("pay_later_notes"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "pay_later_notes" ADD CONSTRAINT "pay_later_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_later_notes" ADD CONSTRAINT "pay_later_notes_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_later_notes" ADD CONSTRAINT "pay_later_notes_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_later_notes_order_idx" ON "pay_later_notes" USING btree ("order_id","id");