-- Issue 30 (decision 0062). The first line is written by hand: drizzle-kit does not manage extensions.
-- cube is a trusted extension (PostgreSQL 13+): the database's owner may create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
DROP INDEX "connections_user_b_idx";--> statement-breakpoint
CREATE INDEX "meetups_nearby_idx" ON "meetups" USING gist (cube(array[cos(radians("meetups"."latitude")) * cos(radians("meetups"."longitude")), cos(radians("meetups"."latitude")) * sin(radians("meetups"."longitude")), sin(radians("meetups"."latitude"))]),("date" + "time" + make_interval(mins => "duration"))) WHERE "meetups"."booking_status" = 'approved' and "meetups"."latitude" between -90 and 90 and "meetups"."longitude" between -180 and 180;--> statement-breakpoint
CREATE INDEX "meetups_approved_id_ends_idx" ON "meetups" USING btree ("id",("date" + "time" + make_interval(mins => "duration"))) WHERE "meetups"."booking_status" = 'approved';--> statement-breakpoint
CREATE INDEX "connections_user_a_recent_idx" ON "connections" USING btree ("user_a_id","created_at","user_b_id");--> statement-breakpoint
CREATE INDEX "connections_user_b_recent_idx" ON "connections" USING btree ("user_b_id","created_at","user_a_id");