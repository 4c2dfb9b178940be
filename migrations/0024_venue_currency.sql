ALTER TABLE "venues" ADD COLUMN "currency" text DEFAULT 'GBP' NOT NULL;--> statement-breakpoint
CREATE INDEX "meetups_language_date_idx" ON "meetups" USING btree ("language","date","time","id");--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_currency_check" CHECK ("venues"."currency" ~ '^[A-Z]{3}$');