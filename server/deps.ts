import type { Config } from './config';
import type { Db } from './db/client';
import type { EmailTransport } from './email/transport';

/** Everything that touches the outside, passed in so tests swap the transport, never the database. */
export type AppDeps = {
  config: Config;
  db: Db;
  emailTransport: EmailTransport;
};
