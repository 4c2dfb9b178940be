import type { Config } from '../config';
import type { PushSettings } from './deliver';
import { vapidKeys } from './vapid';

/** What a job runner needs to push, from the configuration (and the keys in DATA_DIR). */
export async function pushSettings(config: Config): Promise<PushSettings> {
  return { vapid: await vapidKeys(config), subject: config.push.subject, serviceOrigins: config.push.serviceOrigins };
}
