import type { Config } from '../config';
import { publicOrigin } from '../origin';
import type { EmailContext } from './templates/define';

/** Product name and the origin every link in an email uses (the configured public origin). */
export function emailContext(config: Config): Omit<EmailContext, 'recipientName'> {
  return { appName: config.appName, origin: publicOrigin(config) };
}
