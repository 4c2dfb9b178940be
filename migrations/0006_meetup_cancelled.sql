ALTER TABLE "meetups" DROP CONSTRAINT "meetups_booking_status_check";--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "email_preferences" SET DEFAULT '{"all":true,"venue_booking":true,"booking_approved":true,"booking_rejected":true,"meetup_reminder":true,"meetup_cancelled":true,"announcements":true}'::jsonb;--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "notification_preferences" SET DEFAULT '{"all":true,"venue_booking":true,"booking_approved":true,"booking_rejected":true,"meetup_full_capacity":true,"meetup_cancelled":true,"announcements":true}'::jsonb;--> statement-breakpoint
ALTER TABLE "meetups" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetups" ADD CONSTRAINT "meetups_booking_status_check" CHECK ("meetups"."booking_status" in ('pending', 'approved', 'rejected', 'cancelled'));--> statement-breakpoint
-- Issue 12: existing members get the new meetup_cancelled switch on (their other choices kept).
UPDATE "profiles" SET "email_preferences" = '{"meetup_cancelled":true}'::jsonb || "email_preferences", "notification_preferences" = '{"meetup_cancelled":true}'::jsonb || "notification_preferences";
