import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { publicOrigin } from '../origin';
import type { EmailContext } from './templates/define';

/**
 * Product name and the origin links in emails use: PUBLIC_URL when set; otherwise the request's
 * host, or for mail sent outside a request (workers, reminders) the local address.
 */
export function emailContext(config: Config, req?: FastifyRequest): Omit<EmailContext, 'recipientName'> {
  const origin = req ? publicOrigin(config, req) : (config.publicUrl ?? `http://localhost:${config.port}`);
  return { appName: config.appName, origin };
}
