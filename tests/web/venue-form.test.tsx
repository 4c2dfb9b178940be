// The venue form (/create-venue, /venues/{id}/edit) as a Venue Partner uses it (issue 25:
// component tests on the renderer that ships): its checks before sending, the request it sends,
// where the address lands on the map, and what a refusal from the server looks like.
import { screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { VenueForm } from '../../web/features/venues/venue-form';
import { errorFor, fakeApi, renderAt, reply, sent, type ApiCall } from './harness';

let calls: ApiCall[];
let answerSave: (call: ApiCall) => unknown;
beforeEach(() => {
  answerSave = (call) => reply(201, { venue: { ...(call.body as object), id: 'new-venue', owner_id: 'me', owner_name: 'Me', cover_image_url: null, created_at: new Date().toISOString(), place_id: null }, warnings: [] });
  calls = fakeApi({
    'GET /api/geocode': { lat: 53.79648, lng: -1.54785, label: 'Leeds, United Kingdom' },
    'POST /api/venues': (call: ApiCall) => answerSave(call),
  });
});

const open = () => renderAt('/create-venue', { '/create-venue': <VenueForm />, '/venues/:id': <p>Venue page</p> });
const publish = () => screen.getByRole('button', { name: 'Publish venue' });

describe('venue form', () => {
  it('says what each empty or wrong field needs, sends nothing, and clears the messages once fixed', async () => {
    const { user } = open();
    await user.click(publish());
    expect(errorFor('Venue name')).toBe('Enter the venue name.');
    expect(errorFor('Venue type')).toBe('Choose a venue type.');
    expect(errorFor('Capacity (people)')).toBe('Capacity must be a whole number from 1 to 100,000.');
    expect(errorFor('Address')).toBe('Enter the address.');
    expect(errorFor('Rate per hour (£)')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Venue name')));

    await user.type(screen.getByLabelText('Venue name'), 'The Old Library');
    await user.selectOptions(screen.getByLabelText('Venue type'), 'library');
    await user.type(screen.getByLabelText('Capacity (people)'), '40.5');
    await user.type(screen.getByLabelText('Rate per hour (£)'), '45,50p');
    await user.type(screen.getByLabelText('Public contact email (optional)'), 'bookings@');
    await user.click(publish());
    expect(errorFor('Venue name')).toBeNull();
    expect(errorFor('Venue type')).toBeNull();
    expect(errorFor('Capacity (people)')).toBe('Capacity must be a whole number from 1 to 100,000.');
    expect(errorFor('Rate per hour (£)')).toBe('Enter an amount in pounds, like 45 or 45.50.');
    expect(errorFor('Public contact email (optional)')).toBe('Enter a valid contact email.');
    expect(sent(calls, 'POST', '/api/venues')).toHaveLength(0);
  });

  it('clears each message as its field becomes valid, before sending again (issue 27)', async () => {
    const { user } = open();
    await user.click(publish());
    expect(errorFor('Venue name')).toBe('Enter the venue name.');
    expect(errorFor('Address')).toBe('Enter the address.');

    await user.type(screen.getByLabelText('Venue name'), 'The Old Library');
    expect(errorFor('Venue name')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Venue type'), 'library');
    expect(errorFor('Venue type')).toBeNull();
    // Still wrong while it is wrong, and gone once it is a whole number.
    await user.type(screen.getByLabelText('Capacity (people)'), '0');
    expect(errorFor('Capacity (people)')).toBe('Capacity must be a whole number from 1 to 100,000.');
    await user.clear(screen.getByLabelText('Capacity (people)'));
    await user.type(screen.getByLabelText('Capacity (people)'), '40');
    expect(errorFor('Capacity (people)')).toBeNull();
    // The map's "found" line never sits above a stale "Enter the address."
    await user.type(screen.getByLabelText('Address'), '1 Market Street, Leeds');
    await user.click(screen.getByRole('button', { name: 'Find address on the map' }));
    expect(await screen.findByText(/On the map: Leeds, United Kingdom/)).toBeTruthy();
    expect(errorFor('Address')).toBeNull();
    expect(screen.queryByText(/Enter the/)).toBeNull();
    expect(sent(calls, 'POST', '/api/venues')).toHaveLength(0);
  });

  it('places the address on the map, then sends the venue with its rate in pence and opens its page', async () => {
    const { user, where } = open();
    await user.type(screen.getByLabelText('Venue name'), '  The Old Library ');
    await user.selectOptions(screen.getByLabelText('Venue type'), 'library');
    await user.type(screen.getByLabelText('Capacity (people)'), '40');
    await user.type(screen.getByLabelText('Address'), '1 Market Street, Leeds');
    await user.click(screen.getByRole('button', { name: 'Find address on the map' }));
    expect(await screen.findByText(/On the map: Leeds, United Kingdom/)).toBeTruthy();
    await user.type(screen.getByLabelText('Rate per hour (£)'), '45.50');
    await user.click(screen.getByRole('button', { name: 'Projector' }));
    await user.click(screen.getByText('Available at weekends'));
    await user.click(publish());

    await waitFor(() => expect(where()).toBe('/venues/new-venue'));
    expect(sent(calls, 'GET', '/api/geocode').map((c) => c.path)).toEqual(['/api/geocode?q=1%20Market%20Street%2C%20Leeds']);
    const [post] = sent(calls, 'POST', '/api/venues');
    expect(post.body).toEqual({
      name: 'The Old Library',
      venue_type: 'library',
      capacity: 40,
      address: '1 Market Street, Leeds',
      description: '',
      amenities: ['Projector'],
      min_booking_hours: 1,
      setup_time: 0,
      instant_booking: false,
      weekend_available: true,
      default_booking_rate: 4550,
      contact_email: null,
      images: [],
      cover_image_index: 0,
      latitude: 53.79648,
      longitude: -1.54785,
    });
    expect(await screen.findByText('Venue created')).toBeTruthy();
  });

  it("shows the server's refusal above the form and keeps what was typed", async () => {
    const { user, where } = open();
    answerSave = () => reply(403, { error: 'venue_limit_reached', message: 'Your plan allows 1 venue. Ask us to raise your limit.' });
    await user.type(screen.getByLabelText('Venue name'), 'The Old Library');
    await user.selectOptions(screen.getByLabelText('Venue type'), 'library');
    await user.type(screen.getByLabelText('Capacity (people)'), '40');
    await user.type(screen.getByLabelText('Address'), '1 Market Street, Leeds');
    await user.click(publish());

    expect(await screen.findByText('Your plan allows 1 venue. Ask us to raise your limit.')).toBeTruthy();
    expect(where()).toBe('/create-venue');
    expect((screen.getByLabelText('Venue name') as HTMLInputElement).value).toBe('The Old Library');
    expect(errorFor('Venue name')).toBeNull();
  });
});
