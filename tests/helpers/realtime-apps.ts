import { buildApp } from '../../server/app';
import { realtimeUrl, type TestSocket } from './realtime-client';
import { createTestApp, type TestApp } from './test-app';

export type SecondInstance = Awaited<ReturnType<typeof buildApp>>;

/** A test file's own app, listening, with its realtime URL. */
export async function appWithRealtime(): Promise<{ t: TestApp; url: string }> {
  const t = await createTestApp();
  return { t, url: await realtimeUrl(t.app) };
}

/** Two instances of the app on one database (as in production), each with its realtime URL. */
export async function twoInstances(env?: Record<string, string>): Promise<{ a: TestApp; b: SecondInstance; urlA: string; urlB: string }> {
  const a = await createTestApp(env ? { env } : {});
  const b = await buildApp({ config: a.config, db: a.db, emailTransport: { kind: 'outbox', deliver: async () => {} } });
  return { a, b, urlA: await realtimeUrl(a.app), urlB: await realtimeUrl(b) };
}

/** Closes a test file's sockets, then its apps in the order given (a second instance before the first). */
export async function closeAll(sockets: TestSocket[], ...apps: { close(): Promise<unknown> }[]) {
  for (const s of sockets) s.close();
  for (const app of apps) await app.close();
}
