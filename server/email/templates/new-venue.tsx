import { z } from 'zod';
import { defineTemplate, link } from './define';
import { SAMPLE_VENUE, venueFacts } from './facts';
import { Action, Facts, Greeting, P } from './parts';

/** To active Professional Partners when a venue is listed (docs/product.md §6). */
export const newVenueEmail = defineTemplate({
  type: 'new_venue_notification',
  name: 'New venue listed',
  preference: 'announcements',
  schema: z.object({ venue: venueFacts }),
  sample: { venue: SAMPLE_VENUE },
  subject: ({ venue }) => `New venue: ${venue.name}`,
  preview: ({ venue }) => `${venue.name}${venue.address ? ` in ${venue.address}` : ''} is now available for meetups.`,
  Body: ({ data: { venue }, ctx }) => {
    const rows: Array<[string, string]> = [['Address', venue.address || 'Shown on the venue page']];
    if (venue.capacity) rows.push(['Capacity', `${venue.capacity} people`]);
    if (venue.venue_type) rows.push(['Type', venue.venue_type]);
    if (venue.owner_name) rows.push(['Host', venue.owner_name]);
    return (
      <>
        <Greeting name={ctx.recipientName} />
        <P>A new venue has joined {ctx.appName}: {venue.name}. It is ready to book for your next meetup.</P>
        <Facts rows={rows} />
        <Action href={link(ctx, '/venues', venue.id)}>See the venue</Action>
      </>
    );
  },
});
