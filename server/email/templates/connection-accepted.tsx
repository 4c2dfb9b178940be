import { z } from 'zod';
import { defineTemplate, link } from './define';
import { Action, Greeting, P } from './parts';

/** To the member whose connection request was accepted (issue 26); the "Connection requests" switch. */
export const connectionAcceptedEmail = defineTemplate({
  type: 'connection_accepted',
  name: 'Connection accepted',
  preference: 'connection_requests',
  schema: z.object({ member_id: z.uuid(), member_name: z.string() }),
  sample: { member_id: '00000000-0000-4000-8000-000000000002', member_name: 'Jonas Berg' },
  subject: ({ member_name }) => `${member_name || 'A member'} accepted your connection request`,
  preview: ({ member_name }) => `You and ${member_name || 'a member'} are now connected.`,
  Body: ({ data: { member_id, member_name }, ctx }) => (
    <>
      <Greeting name={ctx.recipientName} />
      <P>
        <strong>{member_name || 'A member'}</strong> accepted your request: you are now connected on {ctx.appName}.
      </P>
      <Action href={link(ctx, '/members', member_id)}>See their profile</Action>
    </>
  ),
});
