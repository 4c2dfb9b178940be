CREATE TABLE "booking_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organizer_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"bookings" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_requests_bookings_check" CHECK ("booking_requests"."bookings" >= 1)
);
--> statement-breakpoint
ALTER TABLE "meetups" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "meetups" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_requests_organizer_idx" ON "booking_requests" USING btree ("organizer_id","requested_at");--> statement-breakpoint
CREATE INDEX "booking_requests_venue_idx" ON "booking_requests" USING btree ("venue_id","requested_at");--> statement-breakpoint
ALTER TABLE "meetups" ADD CONSTRAINT "meetups_cancelled_by_check" CHECK ("meetups"."cancelled_by" is null or "meetups"."cancelled_by" in ('organiser', 'venue'));--> statement-breakpoint
-- Cancellations before issue 24 were all the organiser's (DELETE /api/meetups/{id}).
UPDATE "meetups" SET "cancelled_by" = 'organiser' WHERE "booking_status" = 'cancelled';
