// /meetups/{id}/check-in (issue 27): a check-in made by mistake is undone from the door screen;
// the person keeps their place and can be checked in again.
import { screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import CheckInPage from '../../web/features/meetups/check-in-page';
import { fakeApi, renderAt, sent, type ApiCall } from './harness';

const ID = '5f0d3c1e-8a7b-4c2d-9e1f-0a1b2c3d4e5f';
const ADA = '0b6c6c52-5d5e-4f53-9f0e-1d2a3b4c5d6e';
const now = new Date().toISOString();

let checkedIn: string | null;
let calls: ApiCall[];
beforeEach(() => {
  checkedIn = null;
  calls = fakeApi({
    // Only what the door screen reads of the meetup.
    [`GET /api/meetups/${ID}`]: { id: ID, title: 'Open data breakfast', abilities: { manage_attendees: true } },
    [`GET /api/meetups/${ID}/attendees`]: () => ({
      attendees: [],
      waitlist: [],
      manage: {
        people: [{ id: ADA, name: 'Ada Attendee', avatar: null, headline: null, status: 'attending', joined_at: now, checked_in_at: checkedIn, is_cohost: false }],
        arrivals: checkedIn ? 1 : 0,
        is_organiser: true,
      },
    }),
    [`POST /api/meetups/${ID}/check-in`]: () => {
      checkedIn = new Date().toISOString();
      return { attendee: { id: ADA, name: 'Ada Attendee', avatar: null, headline: null }, checked_in_at: checkedIn, already: false, arrivals: 1 };
    },
    [`DELETE /api/meetups/${ID}/check-in/${ADA}`]: () => {
      checkedIn = null;
      return { arrivals: 0, undone: true };
    },
  });
});

// A button by what it says, its screen-reader words included (the row's name is in a visually hidden span).
const button = (text: string) => waitFor(() => screen.getAllByRole('button').find((b) => b.textContent === text) ?? Promise.reject(new Error(`no button "${text}"`)), { timeout: 5000 });

describe('check-in undo', () => {
  it('undoes a check-in from the confirmation, and the person shows as going again', async () => {
    const { user } = renderAt(`/meetups/${ID}/check-in`, { '/meetups/:meetupId/check-in': <CheckInPage /> });
    await user.click(await button('Check in Ada Attendee'));
    expect(await screen.findByText('Ada Attendee checked in')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('arrivals').textContent).toBe('1 of 1 arrived'));

    await user.click(await button('Undo the check-in of Ada Attendee'));
    expect(await screen.findByText('Ada Attendee is no longer checked in')).toBeTruthy();
    expect(sent(calls, 'DELETE', `/api/meetups/${ID}/check-in/${ADA}`)).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('arrivals').textContent).toBe('0 of 1 arrived'));
    expect(await button('Check in Ada Attendee')).toBeTruthy();
  });
});
