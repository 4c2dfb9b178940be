import { render as preactRender, type VNode } from 'preact';
import { StrictMode } from 'react';
import { SSR_SEEDS_ID, type SsrSeed } from '../contracts/ssr';
import { App, createQueryClient } from './app/app';
import { preloadFirstRender } from './app/first-render';
import { activateLocale, applyDocumentLocale, browserLocale } from './lib/i18n';
import { warmUp } from './lib/warm-up';
import { firstRenderDone, startHydration } from './lib/hydrate-later';
import './styles.css';

const queryClient = createQueryClient();
// The answers a server-rendered page was rendered with (docs/decisions/0031): the first render
// shows the same page instead of a loading outline.
const seeds = document.getElementById(SSR_SEEDS_ID)?.textContent;
if (seeds) for (const seed of JSON.parse(seeds) as SsrSeed[]) queryClient.setQueryData(seed.key, seed.data);

// The page's code first, so the first render is the page itself: rendered over the server's
// HTML, Preact keeps the elements that match and corrects what differs (no flash, no second
// largest paint).
// The active language's catalogue loads alongside (docs/decisions/0064); a catalogue that fails
// to load leaves the message ids on screen rather than no page.
const locale = browserLocale();
applyDocumentLocale(locale);
warmUp(locale);
// activateLocale first: it makes `locale` the active language at once, so a route outside the core
// (its loader loads the app's areas with its code) loads them in this language, not in en-GB.
void Promise.all([
  activateLocale(locale).catch(() => undefined),
  preloadFirstRender(window.location.pathname).catch(() => undefined), // a chunk that fails to load is retried and reported by the page's boundary
]).then(() => {
    const root = document.getElementById('root')!;
    // The app decides now between the page and the desktop landing (web/styles.css), in the same
    // task as its render: no frame shows the page it is about to replace.
    root.removeAttribute('data-ssr-landing');
    root.inert = false; // set by index.html until now
    const app = (
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>
    );
    // Preact everywhere (docs/decisions/0029, 0049). Preact's own render diffs against the
    // elements already in #root, keeping the server's; React's createRoot (and preact/compat's,
    // which copies it) would empty #root first.
    // Parts marked <HydrateLater> (below the fold) hydrate in later tasks (docs/decisions/0086).
    startHydration();
    preactRender(app as unknown as VNode, root);
    firstRenderDone();
  });
