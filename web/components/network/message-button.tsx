import { Clock, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../ui/button';
import { useMessaging } from '../../lib/messages';
import { t } from '../../lib/i18n';

/**
 * "Message" on a member's profile (issue 26), shown only when the server would let the viewer
 * write: to a connection (or in an existing conversation), as a message request to someone met
 * at a meetup, or to see a request still waiting. Hidden otherwise, and on one's own profile.
 */
export function MessageButton({ memberId, isSelf }: { memberId: string; isSelf?: boolean }) {
  const { data } = useMessaging(memberId, !isSelf);
  if (isSelf || !data || data.mode === 'none') return null;
  const to = data.conversation_id ? `/messages/${data.conversation_id}` : `/messages/with/${memberId}`;
  if (data.mode === 'pending')
    return (
      <Link to={to} className={buttonClasses('secondary', 'sm')} data-testid="message-button">
        <Clock aria-hidden="true" className="size-4" />
        {t('connect.requestSent')}
      </Link>
    );
  return (
    <Link to={to} className={buttonClasses(data.mode === 'write' ? 'primary' : 'secondary', 'sm')} data-testid="message-button">
      <MessageCircle aria-hidden="true" className="size-4" />
      {t(data.mode === 'write' ? 'messageButton.message' : 'messageButton.request')}
    </Link>
  );
}
