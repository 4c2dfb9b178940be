import { useLocation } from 'react-router';
import type { NavLink } from './nav-links';

/**
 * Whether a link is the current page. Links with a query (Approve Meetups) match only with that
 * query, so Approve Meetups and Manage are never both current.
 */
export function useIsLinkActive(): (link: NavLink) => boolean {
  const { pathname, search } = useLocation();
  return (link) => {
    const [path, query] = link.to.split('?');
    if (query) return pathname === path && new URLSearchParams(search).toString().includes(query);
    if (link.end || path === '/') return pathname === path && !(path === '/venue-management' && search.includes('focus='));
    return pathname === path || pathname.startsWith(`${path}/`);
  };
}
