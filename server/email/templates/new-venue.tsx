import { z } from 'zod';
import { defineTemplate, emailT, link } from './define';
import { SAMPLE_VENUE, venueFacts } from './facts';
import { Action, Facts, Greeting, P } from './parts';

/** To active Professional Partners when a venue is listed (docs/product.md §6). */
export const newVenueEmail = defineTemplate({
  type: 'new_venue_notification',
  name: 'New venue listed',
  preference: 'announcements',
  localised: true,
  schema: z.object({ venue: venueFacts }),
  sample: { venue: SAMPLE_VENUE },
  subject: ({ venue }, ctx) => emailT(ctx)('email.newVenue.subject', { name: venue.name }),
  preview: ({ venue }, ctx) => {
    const t = emailT(ctx);
    return venue.address ? t('email.newVenue.previewIn', { name: venue.name, address: venue.address }) : t('email.newVenue.preview', { name: venue.name });
  },
  Body: ({ data: { venue }, ctx }) => {
    const t = emailT(ctx);
    const rows: Array<[string, string]> = [[t('email.newVenue.address'), venue.address || t('email.newVenue.addressOnPage')]];
    if (venue.capacity) rows.push([t('email.newVenue.capacity'), t('email.newVenue.people', { count: venue.capacity })]);
    if (venue.venue_type) rows.push([t('email.newVenue.type'), venue.venue_type]);
    if (venue.owner_name) rows.push([t('email.newVenue.host'), venue.owner_name]);
    return (
      <>
        <Greeting name={ctx.recipientName} t={t} />
        <P>{t('email.newVenue.body', { app: ctx.appName, name: venue.name })}</P>
        <Facts rows={rows} />
        <Action href={link(ctx, '/venues', venue.id)}>{t('email.newVenue.action')}</Action>
      </>
    );
  },
});
