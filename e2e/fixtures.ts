// Shared E2E helpers: demo accounts, sign-in (through the form or straight through the auth
// API), navigation that respects the desktop landing page, unique registrations and axe.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { E2E_DATA_DIR } from './env';

export { expect };

/** The demo accounts the server seeds on an empty data folder (one per role, plus admin). */
export const ACCOUNTS = {
  basic: { email: 'basic@civicconnect.example', label: 'Basic Member' },
  professional: { email: 'professional@civicconnect.example', label: 'Professional Partner' },
  venue: { email: 'venue@civicconnect.example', label: 'Venue Partner' },
  admin: { email: 'admin@civicconnect.example', label: 'Administrator' },
} as const;
export type DemoRole = keyof typeof ACCOUNTS;

let demoPasswords: Map<string, string> | null = null;

/**
 * The password the E2E server drew for a demo account (a role, or any seeded member's email):
 * every install has its own, listed in DATA_DIR/demo-accounts.txt as `role, email, password`.
 */
export function demoPassword(who: DemoRole | string): string {
  demoPasswords ??= new Map(
    readFileSync(path.join(E2E_DATA_DIR, 'demo-accounts.txt'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(', '))
      .map(([, email, password]) => [email, password]),
  );
  const email = who in ACCOUNTS ? ACCOUNTS[who as DemoRole].email : who;
  const password = demoPasswords.get(email);
  if (!password) throw new Error(`${email} is not a seeded demo account`);
  return password;
}

/** localStorage keys the web app uses (auth-js storageKey, the desktop choice, theme). */
export const AUTH_STORAGE_KEY = 'cc-auth';
export const ALLOW_DESKTOP_KEY = 'mcc_allow_desktop';
export const THEME_KEY = 'cc-theme';

export const isDesktop = (testInfo: TestInfo = base.info()) => testInfo.project.name === 'desktop';

/**
 * Adds `allowDesktop=1` on the desktop project so the app itself shows instead of the desktop
 * landing page (docs/product.md §2 App shell). Pass `{ allowDesktop: false }` to see what a first-time
 * desktop visitor sees.
 */
export function appUrl(path: string, opts: { allowDesktop?: boolean } = {}): string {
  const allow = opts.allowDesktop ?? isDesktop();
  if (!allow) return path;
  const url = new URL(path, 'http://x');
  url.searchParams.set('allowDesktop', '1');
  return `${url.pathname}${url.search}${url.hash}`;
}

export async function gotoApp(page: Page, path: string, opts: { allowDesktop?: boolean } = {}) {
  const res = await page.goto(appUrl(path, opts));
  await appRunning(page);
  return res;
}

/**
 * Holds every request to `url` (a Playwright route pattern) until the returned function is
 * called, so a test can look at the page while that answer is still on its way.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Waits until the app has taken over the page: a server-rendered page is inert until then, so
 * keys pressed earlier reach nothing (docs/decisions/0031).
 */
export async function appRunning(page: Page) {
  await page.waitForFunction(() => document.getElementById('root')?.inert === false);
}

/** The screen-reader status line of the shell ('Checking authentication…', 'Signed in as …', 'Signed out'). */
export const authStatus = (page: Page) => page.getByTestId('auth-status');

export async function expectSignedInAs(page: Page, label: string) {
  // In English the line's words; in another language (a page opened with ?hl=) its role key.
  const lang = await page.locator('html').getAttribute('lang');
  if (!lang || lang === 'en-GB') return expect(authStatus(page)).toHaveText(`Signed in as ${label}`, { timeout: 15_000 });
  const role = Object.entries(ACCOUNTS).find(([, account]) => account.label === label)?.[0];
  await expect(authStatus(page)).toHaveAttribute('data-role', role ?? 'basic', { timeout: 15_000 });
}

export async function expectSignedOut(page: Page) {
  await expect(authStatus(page)).toHaveText('Signed out', { timeout: 15_000 });
}

/** Fills and submits the real sign-in form on the current /login page. */
export async function submitLogin(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in a demo account through the real /login form and waits for the shell to know the role. */
export async function signInAs(page: Page, role: DemoRole, opts: { returnTo?: string } = {}) {
  const path = opts.returnTo ? `/login?returnTo=${encodeURIComponent(opts.returnTo)}` : '/login';
  await gotoApp(page, path);
  await submitLogin(page, ACCOUNTS[role].email, demoPassword(role));
  await expectSignedInAs(page, ACCOUNTS[role].label);
}

type SessionJson = Record<string, unknown> & { access_token: string; expires_in: number; expires_at?: number };

/** A session straight from the auth API (POST /auth/v1/token?grant_type=password). */
export async function fetchSession(page: Page, email: string, password = demoPassword(email)): Promise<SessionJson> {
  const res = await page.request.post('/auth/v1/token?grant_type=password', { data: { email, password } });
  expect(res.status(), `sign-in of ${email}: ${await res.text()}`).toBe(200);
  const session = (await res.json()) as SessionJson;
  // auth-js stores expires_at (seconds); it derives it from expires_in when the server omits it.
  if (!session.expires_at) session.expires_at = Math.round(Date.now() / 1000) + Number(session.expires_in);
  return session;
}

/**
 * Faster sign-in: takes a session from the auth API and stores it the way @supabase/auth-js
 * does (localStorage 'cc-auth' = JSON of the session), then opens `path` (default '/').
 * The store is written on a same-origin JSON endpoint, so no app page has to load first.
 */
export async function signInWithApi(page: Page, role: DemoRole, path = '/') {
  return signInWithApiAs(page, ACCOUNTS[role].email, demoPassword(role), path, ACCOUNTS[role].label);
}

export async function signInWithApiAs(page: Page, email: string, password: string, path = '/', expectLabel?: string) {
  await storeSession(page, await fetchSession(page, email, password));
  await gotoApp(page, path);
  if (expectLabel) await expectSignedInAs(page, expectLabel);
}

/** Puts a session where auth-js looks for it; the next app page load starts signed in. */
export async function storeSession(page: Page, session: SessionJson) {
  await page.goto('/api/health');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [AUTH_STORAGE_KEY, JSON.stringify(session)] as const);
}

/** The top navigation bar of the shell. */
export const navBar = (page: Page) => page.getByTestId('nav-bar');

/** Phone: opens the side-sheet menu (below 1024px the account actions and theme live there). */
export async function openMobileMenu(page: Page) {
  await navBar(page).getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

/** Desktop: opens the account menu in the bar. */
export async function openUserMenu(page: Page) {
  await navBar(page).getByRole('button', { name: /^Account menu for / }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** Signs out the way a user does: user menu (desktop) or the mobile menu (phone). */
export async function signOutViaUi(page: Page) {
  if (isDesktop()) {
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  } else {
    const menu = await openMobileMenu(page);
    await menu.getByRole('button', { name: 'Sign Out' }).click();
  }
}

/** Presses the theme switch (in the bar on desktop, in the menu on a phone). */
export async function toggleTheme(page: Page, to: 'dark' | 'light') {
  const name = to === 'dark' ? 'Switch to dark theme' : 'Switch to light theme';
  if (isDesktop()) {
    await navBar(page).getByRole('button', { name }).click();
  } else {
    const menu = await openMobileMenu(page);
    await menu.getByRole('button', { name }).click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  }
}

/** Makes the next page loads start in a given theme, as a saved choice would. */
export async function preferTheme(page: Page, theme: 'dark' | 'light') {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_KEY, theme] as const);
}

let counter = 0;
/** A fresh identity nobody has registered yet. */
export function uniqueUser(prefix = 'e2e') {
  counter += 1;
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `E2E Tester ${tag}`, email: `${prefix}-${tag}@example.test`, password: `pass-${tag}-Xy9` };
}

/** Registers a new user through the real /register form; resolves when the shell shows the session. */
export async function registerNewUser(page: Page, user = uniqueUser()) {
  await gotoApp(page, '/register');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Full name').fill(user.name);
  await page.getByLabel('Email address', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectSignedInAs(page, ACCOUNTS.basic.label);
  return user;
}

/** Registers a new user through the auth API only (no UI), for tests that need a fresh account. */
export async function registerWithApi(page: Page, user = uniqueUser()) {
  const res = await page.request.post('/auth/v1/signup', { data: { email: user.email, password: user.password, data: { name: user.name } } });
  expect(res.ok(), `sign-up of ${user.email}: ${await res.text()}`).toBeTruthy();
  return user;
}

export type OutboxEmail = { from: string; to: string; subject: string; html: string; text: string; createdAt: string };

/** Messages the server's default e-mail transport saved to {DATA_DIR}/outbox, oldest first. */
export async function readOutbox(): Promise<OutboxEmail[]> {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8')) as OutboxEmail));
}

/** Waits for the newest message to `to` (case-insensitive) and returns it. */
export async function waitForEmail(to: string, opts: { subject?: RegExp; timeout?: number } = {}): Promise<OutboxEmail> {
  let found: OutboxEmail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await readOutbox()).filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && (!opts.subject || opts.subject.test(m.subject)));
        found = mails.at(-1);
        return Boolean(found);
      },
      { message: `an e-mail to ${to} in the outbox`, timeout: opts.timeout ?? 10_000 },
    )
    .toBe(true);
  return found!;
}

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe-core on the current page and returns its violations, compactly described. */
export async function axeViolations(page: Page, opts: { exclude?: string[] } = {}) {
  // Only violations are reported in detail: collecting every passing node would double the time.
  // options() replaces all options, so it must come before withTags() (which sets runOnly).
  // Colours are judged once transitions have ended: a tab caught mid-fade reads as low contrast.
  // (Endless ones, such as a spinner, are left running.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(AXE_TAGS);
  for (const selector of opts.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target.join(' '), summary: n.failureSummary })),
  }));
}

export async function expectNoAxeViolations(page: Page, opts: { exclude?: string[] } = {}) {
  const violations = await axeViolations(page, opts);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

/**
 * Tests get a page that surfaces uncaught page errors in the report (attached on failure).
 * Use `test` from here rather than from @playwright/test.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.stack ?? err.message));
      await use(errors);
      if (errors.length && testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('page-errors', { body: errors.join('\n\n'), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
});

/**
 * Every address in the sitemap, as a crawler finds them: /sitemap.xml is an index (issue 30,
 * decision 0062) whose files each list a share of the public pages.
 */
export async function sitemapAddresses(page: Page): Promise<string> {
  const index = await (await page.request.get('/sitemap.xml')).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const bodies = await Promise.all(files.map(async (f) => (await page.request.get(f)).text()));
  return bodies.join('\n');
}
