CREATE TABLE "auth_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refreshed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"redirect_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"spent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"user_metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_suspended" boolean DEFAULT false NOT NULL,
	"email_confirmed_at" timestamp with time zone DEFAULT now(),
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"avatar" text,
	"role" text DEFAULT 'basic' NOT NULL,
	"subscription_status" text DEFAULT 'basic' NOT NULL,
	"subscription_tier" text DEFAULT 'basic' NOT NULL,
	"membership_number" text NOT NULL,
	"join_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"country" text,
	"email_preferences" jsonb DEFAULT '{"all":true,"venue_booking":true,"booking_approved":true,"booking_rejected":true,"meetup_reminder":true,"announcements":true}'::jsonb NOT NULL,
	"notification_preferences" jsonb DEFAULT '{"all":true,"venue_booking":true,"booking_approved":true,"booking_rejected":true,"meetup_full_capacity":true,"announcements":true}'::jsonb NOT NULL,
	CONSTRAINT "profiles_membership_number_unique" UNIQUE("membership_number"),
	CONSTRAINT "profiles_role_check" CHECK ("profiles"."role" in ('basic', 'professional', 'venue')),
	CONSTRAINT "profiles_subscription_status_check" CHECK ("profiles"."subscription_status" in ('basic', 'active')),
	CONSTRAINT "profiles_subscription_tier_check" CHECK ("profiles"."subscription_tier" in ('basic', 'professional', 'venue'))
);
--> statement-breakpoint
CREATE TABLE "partner_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"display_name" text NOT NULL,
	"logo_url" text,
	"short_bio" text,
	"website_url" text,
	"location_city" text,
	"location_country" text,
	"sector" text,
	"is_venue_partner" boolean DEFAULT true NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_by" uuid NOT NULL,
	"max_venues_allowed" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_profiles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "partner_profiles_created_by_unique" UNIQUE("created_by"),
	CONSTRAINT "partner_profiles_max_venues_check" CHECK ("partner_profiles"."max_venues_allowed" >= 1)
);
--> statement-breakpoint
CREATE TABLE "venue_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"score" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_ratings_venue_user_key" UNIQUE("venue_id","user_id"),
	CONSTRAINT "venue_ratings_score_check" CHECK ("venue_ratings"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"capacity" integer DEFAULT 0 NOT NULL,
	"venue_type" text DEFAULT 'other' NOT NULL,
	"min_booking_hours" integer DEFAULT 1 NOT NULL,
	"setup_time" integer DEFAULT 0 NOT NULL,
	"instant_booking" boolean DEFAULT false NOT NULL,
	"weekend_available" boolean DEFAULT false NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"cover_image_index" integer DEFAULT 0 NOT NULL,
	"cover_image_url" text,
	"owner_id" uuid NOT NULL,
	"owner_name" text DEFAULT '' NOT NULL,
	"contact_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"default_booking_rate" integer DEFAULT 0 NOT NULL,
	"place_id" text,
	CONSTRAINT "venues_capacity_check" CHECK ("venues"."capacity" >= 0),
	CONSTRAINT "venues_rate_check" CHECK ("venues"."default_booking_rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "meetup_attendees" (
	"meetup_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetup_attendees_meetup_id_user_id_pk" PRIMARY KEY("meetup_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "meetups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	"time" time NOT NULL,
	"duration" integer DEFAULT 120 NOT NULL,
	"venue_id" uuid,
	"venue_name" text DEFAULT '' NOT NULL,
	"venue_address" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"organizer_id" uuid NOT NULL,
	"organizer_name" text DEFAULT '' NOT NULL,
	"max_attendees" integer DEFAULT 20 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"registration_required" boolean DEFAULT false NOT NULL,
	"meetup_type" text DEFAULT 'networking' NOT NULL,
	"target_audience" text,
	"experience_level" text,
	"language" text DEFAULT 'English' NOT NULL,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"recurring_frequency" text,
	"has_networking_time" boolean DEFAULT false NOT NULL,
	"provides_refreshments" boolean DEFAULT false NOT NULL,
	"allows_photography" boolean DEFAULT false NOT NULL,
	"has_live_streaming" boolean DEFAULT false NOT NULL,
	"requires_dress_code" boolean DEFAULT false NOT NULL,
	"dress_code_type" text,
	"booking_status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"approved_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"venue_rate_override" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetups_booking_status_check" CHECK ("meetups"."booking_status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "meetups_max_attendees_check" CHECK ("meetups"."max_attendees" >= 1),
	CONSTRAINT "meetups_duration_check" CHECK ("meetups"."duration" > 0),
	CONSTRAINT "meetups_rate_override_check" CHECK ("meetups"."venue_rate_override" is null or "meetups"."venue_rate_override" >= 0)
);
--> statement-breakpoint
CREATE TABLE "email_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"to_email" text NOT NULL,
	"subject" text NOT NULL,
	"template_type" text,
	"status" text NOT NULL,
	"error" text,
	CONSTRAINT "email_logs_status_check" CHECK ("email_logs"."status" in ('sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text DEFAULT 'info' NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_profiles" ADD CONSTRAINT "partner_profiles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_ratings" ADD CONSTRAINT "venue_ratings_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_ratings" ADD CONSTRAINT "venue_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetup_attendees" ADD CONSTRAINT "meetup_attendees_meetup_id_meetups_id_fk" FOREIGN KEY ("meetup_id") REFERENCES "public"."meetups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetup_attendees" ADD CONSTRAINT "meetup_attendees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetups" ADD CONSTRAINT "meetups_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetups" ADD CONSTRAINT "meetups_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "profiles_role_status_idx" ON "profiles" USING btree ("role","subscription_status");--> statement-breakpoint
CREATE INDEX "profiles_country_idx" ON "profiles" USING btree ("country");--> statement-breakpoint
CREATE INDEX "partner_profiles_public_idx" ON "partner_profiles" USING btree ("is_public");--> statement-breakpoint
CREATE INDEX "venue_ratings_user_idx" ON "venue_ratings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "venues_owner_idx" ON "venues" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "venues_created_at_idx" ON "venues" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "venues_lat_lng_idx" ON "venues" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "meetup_attendees_user_idx" ON "meetup_attendees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meetups_status_date_idx" ON "meetups" USING btree ("booking_status","date");--> statement-breakpoint
CREATE INDEX "meetups_venue_idx" ON "meetups" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "meetups_organizer_idx" ON "meetups" USING btree ("organizer_id");--> statement-breakpoint
CREATE INDEX "meetups_lat_lng_idx" ON "meetups" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "email_logs_created_idx" ON "email_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");