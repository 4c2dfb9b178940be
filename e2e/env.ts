// Where the E2E server lives, shared by playwright.config.ts and the tests (which read the
// server's e-mail outbox in its data folder).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_PG_PORT = Number(process.env.E2E_PG_PORT ?? 54410);
/**
 * Relative to the repository root (the config's folder), where the server runs. One folder per
 * port, so two runs on different ports never delete each other's database; a second run on
 * the same port stops at Playwright's "port already used" check before anything is deleted.
 */
export const E2E_DATA_DIR_REL = `.tmp/e2e-data/${E2E_PORT}`;
export const E2E_DATA_DIR = fileURLToPath(new URL(`../${E2E_DATA_DIR_REL}`, import.meta.url));
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The stand-in tile server a test starts (e2e/tile-server.ts); the app's MAP_TILE_URL points at it. */
export const E2E_TILE_PORT = Number(process.env.E2E_TILE_PORT ?? E2E_PORT + 1000);
export const E2E_TILE_URL = `http://127.0.0.1:${E2E_TILE_PORT}/{z}/{x}/{y}.png`;
/** The local push service e2e/push.spec.ts starts (tests/helpers/push-service.ts); the app may push only there. */
export const E2E_PUSH_PORT = Number(process.env.E2E_PUSH_PORT ?? E2E_PORT + 2000);
export const E2E_PUSH_ORIGIN = `http://127.0.0.1:${E2E_PUSH_PORT}`;

/**
 * The E2E server's embedded PostgreSQL, for tests that set up rows directly. Its password is
 * drawn by that server on first start and kept in its data folder (docs/decisions/0014).
 */
export function e2eDatabaseUrl(): string {
  const password = readFileSync(path.join(E2E_DATA_DIR, 'postgres-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${E2E_PG_PORT}/postgres`;
}

/**
 * The local OpenID Connect provider e2e/provider-sign-in.spec.ts starts (tests/helpers/oidc-provider.ts):
 * the app offers "Continue with Example ID" from it (decision 0060). The app discovers it only at
 * the first sign-in through it, so other specs run without it.
 */
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? E2E_PORT + 3000);
export const E2E_OIDC_PROVIDER = { id: 'example', name: 'Example ID', issuer: `http://127.0.0.1:${E2E_OIDC_PORT}`, client_id: 'e2e-client', client_secret: 'e2e-client-secret' };
