import { BellRing, ChevronDown, LogOut, Settings, UserRound, Users } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useSession } from '../../lib/session';
import { helpLinks, membershipLinks, type NavLink } from './nav-links';
import { UserAvatar } from '../../components/user-avatar';
import { useViewer } from './use-viewer';
import { ViewerIdentity } from './viewer-identity';
import { t } from '../../lib/i18n';

function Section({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <DropdownMenuGroup aria-label={title}>
      <DropdownMenuLabel>{title}</DropdownMenuLabel>
      {links.map(({ to, label, icon: Icon }) => (
        <DropdownMenuItem key={to} asChild>
          <Link to={to}>
            <Icon aria-hidden="true" />
            {label}
          </Link>
        </DropdownMenuItem>
      ))}
    </DropdownMenuGroup>
  );
}

/** Desktop account menu (docs/product.md §2): who you are, profile, membership, help, sign out. */
export function UserMenu() {
  const { signOut } = useSession();
  const viewer = useViewer();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={t('shell.accountMenuFor', { name: viewer.name })}
        // A long name is cut with an ellipsis: the whole name is in the label above, on hover, and in the menu.
        title={viewer.name}
        data-testid="user-menu-trigger"
        className="inline-flex min-h-11 max-w-full min-w-0 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-semibold text-ink hover:bg-surface-sunken data-[state=open]:bg-surface-sunken"
      >
        <UserAvatar name={viewer.name} src={viewer.avatar} />
        <span data-testid="user-menu-name" className="hidden max-w-32 min-w-0 truncate xl:inline">
          {viewer.name}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
      </DropdownMenuTrigger>
      {/* Focusable: on a short window the menu scrolls, and a keyboard must be able to scroll it (WCAG 2.1.1). */}
      <DropdownMenuContent className="w-72" tabIndex={0} data-testid="user-menu">
        <ViewerIdentity className="flex items-start gap-3 px-3 pt-2 pb-3" />
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound aria-hidden="true" />
            {t('shell.viewProfile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/connections">
            <Users aria-hidden="true" />
            {t('shell.connections')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/following">
            <BellRing aria-hidden="true" />
            {t('shell.following')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings aria-hidden="true" />
            {t('shell.settings')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <Section title={t('shell.membership')} links={membershipLinks()} />
        <DropdownMenuSeparator />
        <Section title={t('shell.helpSupport')} links={helpLinks()} />
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()} className="text-red-700 dark:text-red-300 [&>svg]:text-current">
          <LogOut aria-hidden="true" />
          {t('shell.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
