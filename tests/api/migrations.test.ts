import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../server/db/migrate';
import { signUp } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';

describe('migrations', () => {
  it('create every table of the data model on an empty database', async () => {
    const t = await createTestDatabase();
    try {
      await t.db.$client.query('drop schema public cascade; create schema public; drop schema if exists drizzle cascade');
      await runMigrations(t.db);
      const { rows } = await t.db.$client.query<{ table_name: string }>(
        `select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      expect(rows.map((r) => r.table_name)).toEqual([
        'auth_keys', 'auth_sessions', 'blocks', 'booking_requests', 'broadcasts', 'calendar_feeds', 'connection_requests', 'connections', 'conversation_members', 'conversations', 'email_logs', 'follows', 'job_runs', 'meetup_attendees', 'meetup_cohosts', 'meetup_comments', 'meetup_list_versions', 'meetup_series', 'meetup_series_members', 'meetup_waitlist', 'meetups', 'membership_checkouts', 'messages', 'newsletter_subscribers', 'notifications', 'partner_profiles',
        'password_reset_tokens', 'profiles', 'push_subscriptions', 'rate_limits', 'refresh_tokens', 'reports', 'sign_in_codes', 'site_counts', 'suggestion_dismissals', 'user_identities', 'users', 'venue_ratings', 'venues',
      ]);
      const files = (await readdir('migrations')).filter((f) => f.endsWith('.sql'));
      const { rows: applied } = await t.db.$client.query('select * from drizzle.__drizzle_migrations');
      expect(applied).toHaveLength(files.length);
    } finally {
      await t.drop();
    }
  });

  describe('on a database holding data', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('run again (two instances, or a restart) without touching the data', async () => {
      const { email } = await signUp(t.app);
      await Promise.all([runMigrations(t.db), runMigrations(t.db)]);
      const { rows } = await t.db.$client.query('select email from users where email = $1', [email]);
      expect(rows).toHaveLength(1);
    });

    it('enforce the CHECK constraints of the data model', async () => {
      const { session } = await signUp(t.app);
      const uid = session.user.id;
      const q = (sql: string) => t.db.$client.query(sql);
      await expect(q(`update profiles set role = 'admin' where id = '${uid}'`)).rejects.toThrow(/profiles_role_check/);
      await expect(
        q(`insert into partner_profiles (slug, display_name, created_by, max_venues_allowed) values ('x', 'X', '${uid}', 0)`),
      ).rejects.toThrow(/max_venues_check/);
      await q(`insert into venues (id, name, owner_id) values ('00000000-0000-4000-8000-000000000001', 'Hall', '${uid}')`);
      await expect(
        q(`insert into venue_ratings (venue_id, user_id, score) values ('00000000-0000-4000-8000-000000000001', '${uid}', 6)`),
      ).rejects.toThrow(/score_check/);
      await expect(
        q(`insert into meetups (title, date, time, organizer_id, booking_status) values ('M', '2027-01-01', '18:00', '${uid}', 'maybe')`),
      ).rejects.toThrow(/booking_status_check/);
    });
  });
});
