CREATE TABLE "meetup_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meetup_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetup_comments_body_check" CHECK (char_length("meetup_comments"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "meetup_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizer_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"until" date,
	"count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetup_series_frequency_check" CHECK ("meetup_series"."frequency" in ('weekly', 'fortnightly', 'monthly'))
);
--> statement-breakpoint
CREATE TABLE "meetup_series_members" (
	"series_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetup_series_members_series_id_user_id_pk" PRIMARY KEY("series_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "notification_preferences" SET DEFAULT '{"all":true,"venue_booking":true,"booking_approved":true,"booking_rejected":true,"meetup_full_capacity":true,"meetup_cancelled":true,"meetup_comment":true,"announcements":true}'::jsonb;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "headline" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "show_profile" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "meetups" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "meetups" ADD COLUMN "series_index" integer;--> statement-breakpoint
ALTER TABLE "meetup_comments" ADD CONSTRAINT "meetup_comments_meetup_id_meetups_id_fk" FOREIGN KEY ("meetup_id") REFERENCES "public"."meetups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetup_comments" ADD CONSTRAINT "meetup_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetup_series" ADD CONSTRAINT "meetup_series_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetup_series_members" ADD CONSTRAINT "meetup_series_members_series_id_meetup_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."meetup_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetup_series_members" ADD CONSTRAINT "meetup_series_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meetup_comments_meetup_idx" ON "meetup_comments" USING btree ("meetup_id","created_at");--> statement-breakpoint
CREATE INDEX "meetup_comments_user_idx" ON "meetup_comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meetup_series_organizer_idx" ON "meetup_series" USING btree ("organizer_id");--> statement-breakpoint
CREATE INDEX "meetup_series_members_user_idx" ON "meetup_series_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "meetups" ADD CONSTRAINT "meetups_series_id_meetup_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."meetup_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meetups_series_idx" ON "meetups" USING btree ("series_id");--> statement-breakpoint
-- Existing members get the new switch on, like new ones (missing keys already count as on).
UPDATE "profiles" SET "notification_preferences" = '{"meetup_comment":true}'::jsonb || "notification_preferences";
