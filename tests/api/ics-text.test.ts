import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetupAttendees, meetups } from '../../server/db/schema/index';
import { escapeText } from '../../server/meetups/ics';
import { insertSeries } from '../helpers/community-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dayFromNow, insertMeetup, insertVenue, member, type Member } from '../helpers/meetup-fixtures';

// Issue 24, decision 0040: text in calendar files cannot break out of its property. Titles,
// descriptions, organiser and venue names full of line breaks and control characters reach the
// three .ics outputs (one meetup, a series, the personal feed) as RFC 5545 TEXT: `\\`, `;`, `,`
// and line breaks escaped, every other control character gone.

// PostgreSQL text holds no NUL, so the stored texts carry every other control; NUL is checked on the function below.
const HOSTILE_TITLE = 'Evil\r\nATTENDEE:mailto:victim@example.com\rURL:https://evil.example\nBEGIN:VEVENT\u0007\u001b[31m\u007f\u0085;,\\ end\tx\u2028y\u009b';
const TITLE_AS_TEXT = 'Evil\\nATTENDEE:mailto:victim@example.com\\nURL:https://evil.example\\nBEGIN:VEVENT[31m\\n\\;\\,\\\\ end x\\ny';
const HOSTILE_DESCRIPTION = 'Line one\r\rEND:VCALENDAR\u0001\u001f\fline two';
const HOSTILE_ORGANISER = 'Mallory\nORGANIZER:mailto:boss@example.com';
const HOSTILE_VENUE = 'Hall; The\r\nLOCATION:Elsewhere, \\ Room';
const HOSTILE_ADDRESS = '1 High St\u000b, London';

let t: TestApp;
let organiser: Member;
let meetupId: string;
let seriesId: string;

beforeAll(async () => {
  t = await createTestApp();
  organiser = await member(t, 'professional', { name: 'Ivy Ics' });
  const owner = await member(t, 'venue');
  const venue = await insertVenue(t.db, owner.id, { name: HOSTILE_VENUE, address: HOSTILE_ADDRESS });
  const hostile = { title: HOSTILE_TITLE, description: HOSTILE_DESCRIPTION, organizerName: HOSTILE_ORGANISER, venueName: HOSTILE_VENUE, venueAddress: HOSTILE_ADDRESS };
  meetupId = (await insertMeetup(t.db, organiser.id, { venueId: venue.id, date: dayFromNow(12), ...hostile })).id;
  const { series, occurrences } = await insertSeries(t.db, organiser.id, venue.id, { n: 3, status: 'approved', firstDay: 20 });
  seriesId = series.id;
  await t.db.update(meetups).set(hostile).where(inArray(meetups.id, occurrences.map((o) => o.id)));
  // A different title on one date, so the series file has an override event as well.
  await t.db.update(meetups).set({ time: '09:45', title: `${HOSTILE_TITLE} (moved)` }).where(eq(meetups.id, occurrences[1].id));
  const other = await member(t, 'professional');
  const attended = await insertMeetup(t.db, other.id, { venueId: venue.id, date: dayFromNow(14), ...hostile });
  await t.db.insert(meetupAttendees).values({ meetupId: attended.id, userId: organiser.id });
});
afterAll(() => t.close());

/** What a strict reader checks: CRLF lines, no control character, every unfolded line a property. */
function expectWellFormed(ics: string) {
  expect(ics.endsWith('\r\n')).toBe(true);
  const physical = ics.slice(0, -2).split('\r\n');
  for (const line of physical) {
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point
    expect(line, JSON.stringify(line)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
  }
  const lines = ics.replace(/\r\n /g, '').slice(0, -2).split('\r\n');
  for (const line of lines) expect(line, line).toMatch(/^[A-Z][A-Z0-9-]*[;:]/);
  const names = lines.map((l) => /^[A-Z0-9-]+/.exec(l)![0]);
  expect(names.filter((n) => n === 'ATTENDEE' || n === 'ORGANIZER')).toEqual([]);
  expect(lines.filter((l) => l === 'BEGIN:VCALENDAR')).toHaveLength(1);
  expect(lines.filter((l) => l === 'END:VCALENDAR')).toHaveLength(1);
  expect(lines.filter((l) => l === 'BEGIN:VEVENT').length).toBe(lines.filter((l) => l === 'END:VEVENT').length);
  return lines;
}

const property = (lines: string[], name: string) => lines.filter((l) => l.startsWith(`${name}:`)).map((l) => l.slice(name.length + 1));

describe('hostile text in calendar files', () => {
  it('one meetup: SUMMARY, DESCRIPTION and LOCATION stay one property each, escaped', async () => {
    const res = await t.app.inject({ url: `/api/meetups/${meetupId}/calendar.ics`, headers: organiser.headers });
    expect(res.statusCode).toBe(200);
    const lines = expectWellFormed(res.body);
    expect(property(lines, 'SUMMARY')).toEqual([TITLE_AS_TEXT]);
    expect(property(lines, 'LOCATION')).toEqual(['Hall\\; The\\nLOCATION:Elsewhere\\, \\\\ Room\\, 1 High St\\, London']);
    const [description] = property(lines, 'DESCRIPTION');
    expect(description.startsWith('Line one\\n\\nEND:VCALENDARline two\\n\\nOrganised by Mallory\\nORGANIZER:mailto:boss@example.com.\\n\\n')).toBe(true);
  });

  it('a series: the rule event and its override are escaped the same way', async () => {
    const res = await t.app.inject({ url: `/api/series/${seriesId}/calendar.ics`, headers: organiser.headers });
    expect(res.statusCode).toBe(200);
    const lines = expectWellFormed(res.body);
    expect(property(lines, 'SUMMARY')).toEqual([TITLE_AS_TEXT, `${TITLE_AS_TEXT} (moved)`]);
    expect(lines.some((l) => l.startsWith('RECURRENCE-ID:'))).toBe(true);
  });

  it('the personal feed: every event escaped', async () => {
    const url = (await t.app.inject({ url: '/api/calendar/feed', headers: organiser.headers })).json().url as string;
    const res = await t.app.inject({ url: new URL(url).pathname });
    expect(res.statusCode).toBe(200);
    const lines = expectWellFormed(res.body);
    const summaries = property(lines, 'SUMMARY');
    expect(summaries.length).toBeGreaterThanOrEqual(3);
    for (const s of summaries) expect(s.startsWith(TITLE_AS_TEXT)).toBe(true);
  });

  it('NUL and the rest of C0 are dropped, line breaks of every kind become \\n', () => {
    const all = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).join('');
    expect(escapeText(`a${all}b\u007f\u0080\u009fc`)).toBe('a \\n\\nbc');
  });
});
