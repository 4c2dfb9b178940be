DROP INDEX "meetups_organizer_idx";--> statement-breakpoint
DROP INDEX "conversation_members_inbox_idx";--> statement-breakpoint
CREATE INDEX "meetups_organizer_idx" ON "meetups" USING btree ("organizer_id","date","time","id");--> statement-breakpoint
CREATE INDEX "conversation_members_inbox_idx" ON "conversation_members" USING btree ("user_id","last_message_at","conversation_id");