CREATE TABLE "meetup_list_versions" (
	"shard" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "meetup_list_versions" ("shard") SELECT generate_series(0, 15);
--> statement-breakpoint
-- Issue 30, decision 0079: one added to one of the sixteen rows when a transaction that wrote to a
-- table the meetup lists read commits. Deferred to the commit, so the row is locked last and for
-- the shortest time (a writer holding it waits for nothing else: no deadlock), and once per
-- transaction (the setting remembers the transaction that counted already).
CREATE FUNCTION meetup_lists_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('civic.meetup_lists_counted', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('civic.meetup_lists_counted', txid_current()::text, true);
    UPDATE meetup_list_versions SET version = version + 1 WHERE shard = txid_current() % 16;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- What the lists read (server/meetups/queries.ts listMeetups, policy.ts meetupVisibleTo): every
-- column of these four tables, and of profiles and venues only the columns a list shows.
CREATE CONSTRAINT TRIGGER meetup_lists_changed AFTER INSERT OR UPDATE OR DELETE ON meetups DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION meetup_lists_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER meetup_lists_changed AFTER INSERT OR UPDATE OR DELETE ON meetup_attendees DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION meetup_lists_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER meetup_lists_changed AFTER INSERT OR UPDATE OR DELETE ON meetup_cohosts DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION meetup_lists_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER meetup_lists_changed AFTER INSERT OR UPDATE OR DELETE ON meetup_waitlist DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION meetup_lists_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER meetup_lists_changed AFTER INSERT OR DELETE OR UPDATE OF id, show_profile ON profiles DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION meetup_lists_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER meetup_lists_changed AFTER INSERT OR DELETE OR UPDATE OF id, owner_id, default_booking_rate, currency, cover_image_url, images ON venues DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION meetup_lists_changed();
