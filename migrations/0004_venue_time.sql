ALTER TABLE "meetups" ADD COLUMN "occupies" "tstzrange";--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express these; docs/decisions/0017-venue-time.md).
-- btree_gist lets one GiST index compare venue_id with = next to the range's &&.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE INDEX "meetups_pending_occupancy_idx" ON "meetups" USING gist ("venue_id","organizer_id","occupies") WHERE "meetups"."booking_status" = 'pending';--> statement-breakpoint
-- No two approved bookings at one venue hold overlapping time. Ranges are half-open, so
-- back-to-back bookings pass. Rows whose range is still null (not yet backfilled, or an old
-- double booking left as it was) are not compared. Existing rows get their range from the app
-- right after the migrations (server/bookings/backfill-occupancy.ts): the start depends on the
-- venue's time zone, which PostgreSQL cannot derive from coordinates.
ALTER TABLE "meetups" ADD CONSTRAINT "meetups_venue_occupancy_excl" EXCLUDE USING gist ("venue_id" WITH =, "occupies" WITH &&) WHERE ("booking_status" = 'approved');
