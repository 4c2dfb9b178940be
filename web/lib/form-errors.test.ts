import { describe, expect, it } from 'vitest';
import { meetupInput } from '../../contracts/meetups';
import { venueInput } from '../../contracts/venues';
import { ApiRequestError } from './api';
import { errorsFromIssues, errorsFromServer } from './form-errors';

// Issue 25: a form shows a server refusal by the input the server names ({ field }), never by
// reading the message — and the contract schema's issues the same way.
const MEETUP_INPUTS = ['title', 'date', 'time', 'duration', 'venue_id', 'max_attendees', 'recurring_until'] as const;

describe('form errors by field', () => {
  it('puts a server error by the input its field names', () => {
    const err = new ApiRequestError(400, 'capacity_exceeds_venue', 'This venue holds at most 30 people.', 'max_attendees');
    expect(errorsFromServer(err, MEETUP_INPUTS, 'Not saved.')).toEqual({ max_attendees: 'This venue holds at most 30 people.' });
    const clash = new ApiRequestError(409, 'booking_conflict', 'This time overlaps an approved booking at this venue.', 'time');
    expect(errorsFromServer(clash, MEETUP_INPUTS, 'Not saved.')).toEqual({ time: clash.message });
  });

  it('does not read the message: a message that starts with a field name, without field, is for the whole form', () => {
    const err = new ApiRequestError(400, 'invalid_request', 'date: choose a date and time in the future.');
    expect(errorsFromServer(err, MEETUP_INPUTS, 'Not saved.')).toEqual({ form: 'date: choose a date and time in the future.' });
  });

  it('sends a field the form has no input for, and failures that are not API answers, to the whole form', () => {
    expect(errorsFromServer(new ApiRequestError(400, 'invalid_cover_image', 'Choose another picture.', 'cover_image_url'), MEETUP_INPUTS, 'Not saved.')).toEqual({ form: 'Choose another picture.' });
    expect(errorsFromServer(new TypeError('Failed to fetch'), MEETUP_INPUTS, 'Not saved.')).toEqual({ form: 'Not saved.' });
  });

  it('follows a renamed input and a nested field to its top input', () => {
    const fields = ['name', 'rate', 'address'] as const;
    expect(errorsFromServer(new ApiRequestError(400, 'invalid_request', 'Too big', 'default_booking_rate'), fields, 'x', { default_booking_rate: 'rate' })).toEqual({ rate: 'Too big' });
    expect(errorsFromServer(new ApiRequestError(400, 'invalid_request', 'Bad', 'address.line1'), fields, 'x')).toEqual({ address: 'Bad' });
  });

  it('maps the contract schema’s issues to inputs, the first message for each', () => {
    const parsed = meetupInput.safeParse({ title: '', date: 'soon', time: '08:30', duration: 90, venue_id: null, max_attendees: 20, tags: [], meetup_type: 'networking' });
    expect(parsed.success).toBe(false);
    const errors = errorsFromIssues(parsed.error!.issues, MEETUP_INPUTS);
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['title', 'date']));
    expect(errors.title).toBe(parsed.error!.issues.find((i) => i.path[0] === 'title')!.message);

    const venue = venueInput.safeParse({ name: 'Hall', address: 'Somewhere 1', capacity: 10, default_booking_rate: -5 });
    expect(venue.success).toBe(false);
    expect(errorsFromIssues(venue.error!.issues, ['name', 'address', 'capacity', 'rate'] as const, { default_booking_rate: 'rate' })).toHaveProperty('rate');
  });
});

describe("a contract's messages in the member's language (issue 29)", () => {
  it('shows each input’s message from the forms catalogue in the active language, and in English by default', async () => {
    const { activateLocale, loadAppMessages } = await import('./i18n');
    const issues = meetupInput.safeParse({ title: 'Ab' }).error!.issues;
    expect(errorsFromIssues(issues, MEETUP_INPUTS).title).toBe('Give the meetup a title of at least 3 characters.');
    try {
      await activateLocale('de');
      await loadAppMessages();
      const errors = errorsFromIssues(issues, MEETUP_INPUTS);
      expect(errors.title).toBe('Geben Sie dem Meetup einen Titel mit mindestens 3 Zeichen.');
      expect(errors.venue_id).toBe('Wählen Sie einen Veranstaltungsort.');
    } finally {
      await activateLocale('en-GB');
    }
  });
});
