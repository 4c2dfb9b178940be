import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { PageSkeleton } from '../components/ui/skeleton';
import { ToastProvider } from '../components/ui/toast';
import { isOffline } from '../lib/api';
import { SessionProvider } from '../lib/session';
import { ThemeProvider } from '../lib/theme';
import { usePageMeta } from '../lib/page-meta';
import { t, useAppMessages } from '../lib/i18n';
import type { MessageId } from '../../contracts/i18n/messages';
import { RouteGuard } from './route-guard';
import { ROUTES } from './routes';
import { AppShell } from './shell/app-shell';
import { ErrorBoundary } from './shell/error-boundary';
import NotFoundPage from '../features/pages/not-found-page';

/** One per page load in the browser; one per render on the server (web/ssr.tsx). */
export const createQueryClient = () =>
  new QueryClient({
    // offlineFirst: offline, a query still asks once, so the service worker can answer with the
    // page's saved copy (web/lib/saved-data.ts) instead of the query waiting for the network.
    // A request that got no answer while offline is not retried (offlineFirst would pause the
    // retry until the network returns, leaving "Loading…" or "Leaving…" on screen): it fails at
    // once with "You're offline — this needs a connection" (issue 27, web/lib/api.ts). Actions
    // (mutations) are tried offline too, so they say so rather than wait silently.
    defaultOptions: {
      queries: { staleTime: 30_000, retry: (failures, err) => !isOffline(err) && failures < 1, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      mutations: { networkMode: 'always' },
    },
  });

/**
 * The route's title and description in the active language. A route outside the core has them in
 * the `app` area, loaded with its page: this waits for them (docs/decisions/0067), so a tab never
 * shows a message id.
 */
type Meta = { title: MessageId; description?: MessageId };
function RouteMeta({ title, description }: Meta) {
  usePageMeta(t(title), description && t(description));
  return null;
}
function AppRouteMeta(meta: Meta) {
  useAppMessages();
  return <RouteMeta {...meta} />;
}

/**
 * The whole app. In the browser it follows the address bar; on the server (web/ssr.tsx) it gets
 * a router fixed on one address (kept out of the browser's code) and the data the server
 * already has in `queryClient`.
 */
export function App({ queryClient, Router = BrowserRouter }: { queryClient: QueryClient; Router?: ComponentType<{ children: ReactNode }> }) {
  return (
    <ErrorBoundary>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <SessionProvider>
              <Router>
                <AppShell>
                  <Suspense fallback={<PageSkeleton />}>
                    <Routes>
                      {ROUTES.map(({ path, requirement, page: Page, title, description, core }) => (
                        <Route
                          key={path}
                          path={path}
                          element={
                            <>
                              {/* Before the page, so a page naming its own subject sets the title last. */}
                              {core ? <RouteMeta title={title} description={description} /> : <AppRouteMeta title={title} description={description} />}
                              <RouteGuard requirement={requirement}>
                                <Page />
                              </RouteGuard>
                            </>
                          }
                        />
                      ))}
                      <Route path="*" element={<NotFoundPage />} />
                    </Routes>
                  </Suspense>
                </AppShell>
              </Router>
            </SessionProvider>
          </ToastProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </ErrorBoundary>
  );
}
