import { describe, expect, it } from 'vitest';
import { dateParts, longDate } from '../../contracts/format';
import { MEETUP_TYPE_LABELS, venueTypeLabel } from '../../contracts/labels';
import { DRESS_CODE_LABELS } from '../../contracts/meetups';
import { ROLE_LABELS } from '../../contracts/roles';
import { activateLocale, loadAppMessages } from './i18n';
import { nextDateOnWeekday } from '../../tests/helpers/dates';

// Issue 29 (decision 0076): the contracts' labels are read in the active language wherever the app
// shows them, through the same records (LABELS[key], Object.entries) — English stays the spec's.
describe("the contracts' labels in the member's language", () => {
  it('reads each label in the active language, and in English by default', async () => {
    expect(ROLE_LABELS.professional).toBe('Professional Partner');
    try {
      await activateLocale('es');
      await loadAppMessages();
      expect(ROLE_LABELS.professional).toBe('Socio profesional');
      expect(MEETUP_TYPE_LABELS.workshop).toBe('Taller');
      expect(venueTypeLabel('cafe')).toBe('Cafetería');
      expect(Object.entries(DRESS_CODE_LABELS).find(([key]) => key === 'business')?.[1]).toBe('Traje de negocios');
    } finally {
      await activateLocale('en-GB');
    }
    expect(MEETUP_TYPE_LABELS.workshop).toBe('Workshop');
  });
});

describe("the contracts' dates in the member's language", () => {
  it('writes a long date and a date tile in the active language, and en-GB by default', async () => {
    // (The punctuation differs between ICU versions; the words are what a reader sees.)
    // A 22 November that is a Sunday, from the test's clock (no fixed year).
    const day = nextDateOnWeekday('11-22', 0);
    const year = day.slice(0, 4);
    expect(longDate(day, { weekday: true })).toMatch(new RegExp(`^Sunday,? 22 November ${year}$`));
    try {
      await activateLocale('de');
      expect(longDate(day, { weekday: true })).toMatch(new RegExp(`^Sonntag, 22\\. November ${year}$`));
      expect(dateParts(day)).toMatchObject({ day: '22', month: expect.stringMatching(/^Nov/), weekday: expect.stringMatching(/^So/) });
      await activateLocale('fr');
      expect(longDate(day)).toBe(`22 novembre ${year}`);
      expect(dateParts(day).weekday).toMatch(/^dim/);
    } finally {
      await activateLocale('en-GB');
    }
    expect(dateParts(day)).toEqual({ day: '22', month: 'Nov', weekday: 'Sun' });
  });
});
