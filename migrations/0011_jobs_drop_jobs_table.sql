-- The hand-written `jobs` table gives way to graphile-worker (docs/decisions/0025), whose schema
-- server/db/migrate.ts installs before these migrations: work still pending moves onto the
-- queue with its key and time, and what already ran is remembered in job_runs.
SELECT graphile_worker.add_job(
  identifier => "kind",
  payload => (CASE WHEN "kind" = 'email' THEN "payload" || jsonb_build_object('attempt', "attempts" + 1) ELSE "payload" END)::json,
  run_at => "run_at",
  max_attempts => CASE WHEN "kind" = 'email' THEN 2 ELSE 5 END,
  job_key => "dedupe_key",
  job_key_mode => 'unsafe_dedupe')
FROM "jobs" WHERE "done_at" IS NULL AND ("kind" = 'email' OR "attempts" < 5);
--> statement-breakpoint
INSERT INTO "job_runs" ("key", "done_at") SELECT "dedupe_key", "done_at" FROM "jobs" WHERE "done_at" IS NOT NULL AND "dedupe_key" IS NOT NULL ON CONFLICT DO NOTHING;
--> statement-breakpoint
DROP TABLE "jobs" CASCADE;
