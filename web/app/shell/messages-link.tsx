import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { badgeText } from '../../../contracts/constants';
import { cn } from '../../lib/cn';
import { useUnreadMessages } from '../../lib/messages';
import { useIsLinkActive } from './use-link-active';
import { t } from '../../lib/i18n';

/** Messages in the top bar on wide screens (issue 26), with the unread badge; phones have the tab. */
export function MessagesLink() {
  const { count } = useUnreadMessages();
  const active = useIsLinkActive()({ to: '/messages', label: t('nav.messages'), icon: MessageCircle });
  return (
    <Link
      to="/messages"
      aria-current={active ? 'page' : undefined}
      data-testid="nav-messages"
      className={cn(
        'relative hidden size-11 items-center justify-center rounded-xl transition-colors lg:inline-flex',
        active ? 'bg-brand-50 text-brand-800 dark:bg-brand-900/50 dark:text-brand-100' : 'text-ink-muted hover:bg-surface-sunken hover:text-ink',
      )}
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      <span className="sr-only">{t('nav.messagesUnread', { count })}</span>
      {count > 0 && (
        <span aria-hidden="true" data-testid="nav-messages-badge" className="absolute top-1 right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white ring-2 ring-surface-raised">
          {badgeText(count)}
        </span>
      )}
    </Link>
  );
}
