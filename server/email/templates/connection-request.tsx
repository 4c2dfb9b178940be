import { z } from 'zod';
import { defineTemplate, link } from './define';
import { Action, Greeting, P, Quote } from './parts';

/** To a member another member asked to connect with (issue 26); the "Connection requests" switch. */
export const connectionRequestEmail = defineTemplate({
  type: 'connection_request',
  name: 'Connection request',
  preference: 'connection_requests',
  schema: z.object({ sender_id: z.uuid(), sender_name: z.string(), sender_headline: z.string().nullable(), note: z.string().nullable() }),
  sample: { sender_id: '00000000-0000-4000-8000-000000000001', sender_name: 'Amara Okafor', sender_headline: 'Open-data lead, Leeds council', note: 'We spoke about bus data at the Leeds civic tech night. Happy to share our notes!' },
  subject: ({ sender_name }) => `${sender_name || 'A member'} wants to connect with you`,
  preview: ({ sender_name, note }) => (note ? `“${note.slice(0, 80)}”` : `${sender_name || 'A member'} asked to connect on the app.`),
  Body: ({ data: { sender_id, sender_name, sender_headline, note }, ctx }) => (
    <>
      <Greeting name={ctx.recipientName} />
      <P>
        <strong>{sender_name || 'A member'}</strong>
        {sender_headline ? ` (${sender_headline})` : ''} asked to connect with you on {ctx.appName}.
      </P>
      {note && <Quote>{note}</Quote>}
      <P>Accept to see each other in your connections, or decline: they are not told.</P>
      <Action href={link(ctx, '/connections')}>Answer the request</Action>
      <P muted>
        Not sure who this is? <a href={link(ctx, '/members', sender_id)}>See their profile</a>.
      </P>
    </>
  ),
});
