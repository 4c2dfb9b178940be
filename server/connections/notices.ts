import type { Tx } from '../db/client';
import { queueTemplateEmail } from '../email/email-user';
import type { EmailContext } from '../email/templates/define';
import { notify } from '../notifications/notify';

export type NoticeContext = Omit<EmailContext, 'recipientName'>;
type Member = { id: string; name: string; headline: string | null };

/** The recipient of a request hears of it in-app and by email, each per their "Connection requests" switch. */
export async function tellOfRequest(tx: Tx, ctx: NoticeContext, from: Member, toId: string, note: string | null) {
  await notify(tx, {
    userId: toId,
    type: 'connection_request',
    title: (t) => t('api.notices.connectTitle', { name: from.name || t('api.notices.aMember') }),
    message: note ?? { id: 'api.notices.connect' },
    data: { url: '/connections', memberId: from.id },
  });
  await queueTemplateEmail(tx, ctx, { userId: toId, type: 'connection_request', data: { sender_id: from.id, sender_name: from.name, sender_headline: from.headline, note } });
}

/** The sender hears that their request was accepted (a decline is never told). */
export async function tellOfAcceptance(tx: Tx, ctx: NoticeContext, by: Member, toId: string) {
  await notify(tx, {
    userId: toId,
    type: 'connection_accepted',
    title: (t) => t('api.notices.acceptedTitle', { name: by.name || t('api.notices.aMember') }),
    message: { id: 'api.notices.accepted' },
    data: { url: `/members/${by.id}`, memberId: by.id },
  });
  await queueTemplateEmail(tx, ctx, { userId: toId, type: 'connection_accepted', data: { member_id: by.id, member_name: by.name } });
}
