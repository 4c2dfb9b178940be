ALTER TABLE "meetups" DROP CONSTRAINT "meetups_booking_status_check";--> statement-breakpoint
ALTER TABLE "meetups" ADD COLUMN "booking_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetups" ADD CONSTRAINT "meetups_booking_status_check" CHECK ("meetups"."booking_status" in ('pending', 'approved', 'rejected', 'cancelled', 'expired'));