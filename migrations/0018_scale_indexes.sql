DROP INDEX "follows_organiser_idx";--> statement-breakpoint
DROP INDEX "follows_venue_idx";--> statement-breakpoint
DROP INDEX "follows_partner_idx";--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_suspended_idx" ON "users" USING btree ("id") WHERE "users"."is_suspended";--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_metadata_name_trgm_idx" ON "users" USING gin (("user_metadata" ->> 'name') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_name_trgm_idx" ON "profiles" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "meetups_approved_ends_idx" ON "meetups" USING btree (("date" + "time" + make_interval(mins => "duration")),"id") WHERE "meetups"."booking_status" = 'approved';--> statement-breakpoint
CREATE INDEX "follows_organiser_idx" ON "follows" USING btree ("organiser_id","created_at") WHERE "follows"."organiser_id" is not null;--> statement-breakpoint
CREATE INDEX "follows_venue_idx" ON "follows" USING btree ("venue_id","created_at") WHERE "follows"."venue_id" is not null;--> statement-breakpoint
CREATE INDEX "follows_partner_idx" ON "follows" USING btree ("partner_id","created_at") WHERE "follows"."partner_id" is not null;