CREATE TABLE "site_counts" (
	"shard" integer PRIMARY KEY NOT NULL,
	"professionals" bigint DEFAULT 0 NOT NULL,
	"venues" bigint DEFAULT 0 NOT NULL,
	"events" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Issue 30, decision 0089: the home page's counts, kept. Each writing statement adds its difference
-- to one of sixteen rows (by transaction id: concurrent writers rarely share a row, and a row is held
-- only until its transaction ends; all three counts share the row, so a transaction holds one row at
-- most and two transactions cannot deadlock here); nothing is written when the difference is 0.
CREATE FUNCTION site_counts_add(kind text, d bigint) RETURNS void LANGUAGE sql AS $$
  UPDATE site_counts SET
    professionals = professionals + CASE WHEN kind = 'professionals' THEN d ELSE 0 END,
    venues = venues + CASE WHEN kind = 'venues' THEN d ELSE 0 END,
    events = events + CASE WHEN kind = 'events' THEN d ELSE 0 END
  WHERE shard = txid_current() % 16;
$$;
--> statement-breakpoint
-- profiles and venues: every row counts, so an update changes nothing.
CREATE FUNCTION site_counts_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN d := (SELECT count(*) FROM new_rows); ELSE d := -(SELECT count(*) FROM old_rows); END IF;
  IF d <> 0 THEN PERFORM site_counts_add(TG_ARGV[0], d); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- meetups: an event counts unless cancelled or expired (server/stats/queries.ts), so a status change moves it.
CREATE FUNCTION site_counts_events() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d bigint := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN d := d + (SELECT count(*) FROM new_rows WHERE booking_status NOT IN ('cancelled', 'expired')); END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN d := d - (SELECT count(*) FROM old_rows WHERE booking_status NOT IN ('cancelled', 'expired')); END IF;
  IF d <> 0 THEN PERFORM site_counts_add('events', d); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A trigger with transition tables fires on one event only: one each. Created before the counts are
-- taken: creating a trigger locks its table against writes until this migration commits.
CREATE TRIGGER site_counts_insert AFTER INSERT ON profiles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION site_counts_rows('professionals');
--> statement-breakpoint
CREATE TRIGGER site_counts_delete AFTER DELETE ON profiles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION site_counts_rows('professionals');
--> statement-breakpoint
CREATE TRIGGER site_counts_insert AFTER INSERT ON venues REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION site_counts_rows('venues');
--> statement-breakpoint
CREATE TRIGGER site_counts_delete AFTER DELETE ON venues REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION site_counts_rows('venues');
--> statement-breakpoint
CREATE TRIGGER site_counts_insert AFTER INSERT ON meetups REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION site_counts_events();
--> statement-breakpoint
CREATE TRIGGER site_counts_update AFTER UPDATE ON meetups REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION site_counts_events();
--> statement-breakpoint
CREATE TRIGGER site_counts_delete AFTER DELETE ON meetups REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION site_counts_events();
--> statement-breakpoint
INSERT INTO site_counts (shard) SELECT generate_series(0, 15);
--> statement-breakpoint
UPDATE site_counts SET
  professionals = (SELECT count(*) FROM profiles),
  venues = (SELECT count(*) FROM venues),
  events = (SELECT count(*) FROM meetups WHERE booking_status NOT IN ('cancelled', 'expired'))
WHERE shard = 0;
