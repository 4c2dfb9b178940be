import { Link } from 'react-router';
import type { NotificationDto } from '../../../contracts/notifications';
import { relativeTimeText } from '../../components/network/network-format';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { hrefFor, lookFor } from './type-look';

const action = 'inline-flex min-h-9 items-center rounded-lg px-2.5 text-sm font-semibold text-brand-700 hover:bg-surface-sunken dark:text-brand-300';

/** One row of the panel: type icon, title, message, relative time, Read and Remove. */
export function NotificationItem(props: { n: NotificationDto; now: number; onRead: () => void; onRemove: () => void; onOpen: () => void }) {
  const { n } = props;
  const { Icon, tone, label } = lookFor(n.type);
  const href = hrefFor(n);
  const title = href ? (
    <Link to={href} onClick={props.onOpen} className="rounded-sm hover:underline">
      {n.title}
    </Link>
  ) : (
    n.title
  );
  return (
    <li data-testid="notification-item" data-read={n.read} className={cn('flex gap-3 px-4 py-3', !n.read && 'bg-brand-50/70 dark:bg-brand-900/30')}>
      <span className={cn('mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full', tone)}>
        <Icon aria-hidden="true" className="size-[18px]" />
        <span className="sr-only">{label}</span>
      </span>
      <div className="min-w-0 flex-1">
        <p dir="auto" className={cn('text-sm leading-5 break-words text-ink', n.read ? 'font-medium' : 'font-semibold')}>
          {!n.read && <span className="sr-only">{t('notifications.unreadPrefix')}</span>}
          {title}
        </p>
        <p dir="auto" className="mt-0.5 text-sm leading-5 break-words text-ink-muted">{n.message}</p>
        <div className="mt-1 flex flex-wrap items-center gap-x-1">
          <time dateTime={n.created_at} className="me-auto text-xs text-ink-muted">
            {relativeTimeText(n.created_at, props.now)}
          </time>
          {!n.read && (
            <button type="button" className={action} onClick={props.onRead}>
              {richText(t('notifications.read', { title: n.title }), { sr: (words) => <span className="sr-only">{words}</span> })}
            </button>
          )}
          <button type="button" className={cn(action, 'text-ink-muted dark:text-ink-muted')} onClick={props.onRemove} aria-label={t('notifications.removeTitle', { title: n.title })}>
            {t('notifications.remove')}
          </button>
        </div>
      </div>
      {!n.read && <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-brand-600 dark:bg-brand-400" />}
    </li>
  );
}
