import { describe, expect, it } from 'vitest';
import { dateParts, longDate } from '../../contracts/format';
import { MEETUP_TYPE_LABELS, venueTypeLabel } from '../../contracts/labels';
import { DRESS_CODE_LABELS } from '../../contracts/meetups';
import { ROLE_LABELS } from '../../contracts/roles';
import { activateLocale, loadAppMessages } from './i18n';

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
    expect(longDate('2026-11-22', { weekday: true })).toMatch(/^Sunday,? 22 November 2026$/);
    try {
      await activateLocale('de');
      expect(longDate('2026-11-22', { weekday: true })).toMatch(/^Sonntag, 22\. November 2026$/);
      expect(dateParts('2026-11-22')).toMatchObject({ day: '22', month: expect.stringMatching(/^Nov/), weekday: expect.stringMatching(/^So/) });
      await activateLocale('fr');
      expect(longDate('2026-11-22')).toBe('22 novembre 2026');
      expect(dateParts('2026-11-22').weekday).toMatch(/^dim/);
    } finally {
      await activateLocale('en-GB');
    }
    expect(dateParts('2026-11-22')).toEqual({ day: '22', month: 'Nov', weekday: 'Sun' });
  });
});
