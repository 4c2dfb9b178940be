// Component tests render a page as the app does (the same providers, a router at an address) on
// the renderer that ships (Preact, preact-aliases.ts), and answer its requests at the network
// boundary: the API is outside the page, so `fetch` is replaced, never our own modules.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from '../../web/components/ui/toast';
import { SessionProvider } from '../../web/lib/session';

export type ApiCall = { method: string; path: string; body: unknown };

/** An answer other than 200: `reply(409, { error, message })`. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {}
}
export const reply = (status: number, body?: unknown) => new Reply(status, body);

type Handler = unknown | ((call: ApiCall) => unknown);

/**
 * Answers the page's requests by `METHOD /path` (the query string is not part of the key); an
 * unknown request gets the server's 404. Returns every request the page sent, in order.
 */
export function fakeApi(routes: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = { method: init?.method ?? 'GET', path: url.pathname + url.search, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const key = `${call.method} ${url.pathname}`;
    const handler = routes[key];
    // A handler may answer later (a promise): a slow network, as a test holds it.
    const answer = await (key in routes ? (typeof handler === 'function' ? (handler as (c: ApiCall) => unknown)(call) : handler) : reply(404, { error: 'not_found', message: 'Not found.' }));
    const { status, body } = answer instanceof Reply ? answer : new Reply(200, answer);
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

/** The requests of one kind the page sent, e.g. sent(calls, 'POST', '/api/meetups'). */
export const sent = (calls: ApiCall[], method: string, path: string) => calls.filter((c) => c.method === method && c.path.split('?')[0] === path);

/**
 * Renders `routes` at `path` inside the app's providers (a visitor with no stored session) and
 * returns a user to act with and where the router is now.
 */
export function renderAt(path: string, routes: Record<string, ReactNode>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const where = { path };
  function Where() {
    const location = useLocation();
    where.path = location.pathname + location.search;
    return null;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <SessionProvider>
          <MemoryRouter initialEntries={[path]}>
            <Where />
            <Routes>
              {Object.entries(routes).map(([p, element]) => (
                <Route key={p} path={p} element={element} />
              ))}
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  // queryClient: a test may refresh the page's data as a live update would.
  return { user: userEvent.setup(), where: () => where.path, queryClient };
}

/**
 * The error a screen reader announces for a labelled control: the text of the element named by
 * its aria-describedby that is an error (Field gives it the id "…-error"), or null.
 */
export function errorFor(label: string | RegExp): string | null {
  const control = screen.getByLabelText(label);
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id.endsWith('-error'));
  const text = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
  if (text && control.getAttribute('aria-invalid') !== 'true') throw new Error(`${String(label)} shows an error but is not marked invalid`);
  return text || null;
}

/** Whether a labelled control is marked invalid (by its own message, or as part of the form's). */
export const isMarked = (label: string | RegExp) => screen.getByLabelText(label).getAttribute('aria-invalid') === 'true';
