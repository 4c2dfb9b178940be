import { useEffect } from 'react';
import { t } from './i18n';

const SITE = 'Civic Connect';
/** The home page's description, in the active language: for a page without its own. */
export const defaultDescription = () => t('routes.home.description');

/** "{page} · Civic Connect": what a tab, a bookmark and a search result show (issue 13). */
export const pageTitle = (page: string) => `${page} · ${SITE}`;

/**
 * Sets the tab title and the meta description while the calling page is shown. The route table
 * gives every route its title (web/app/routes.tsx); a page about one thing (a meetup, a venue, a
 * partner) calls this again with its name once loaded, and wins because it renders later.
 * `null` leaves things as they are (the page's data is not there yet).
 */
export function usePageMeta(title: string | null | undefined, description?: string) {
  useEffect(() => {
    if (!title) return;
    document.title = pageTitle(title);
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (meta) meta.content = description ?? defaultDescription();
  }, [title, description]);
}
