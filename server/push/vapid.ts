import fs from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../config';

export type VapidKeys = { publicKey: string; privateKey: string };

const FILE = 'vapid-keys.json';
const loaded = new Map<string, Promise<VapidKeys>>();

/**
 * The VAPID key pair every push is signed with (decision 0056): the configured one, else the one
 * kept in DATA_DIR/vapid-keys.json (mode 0600), made at first start. Devices subscribed with the
 * public key, so it must not change: a second instance with its own DATA_DIR needs the keys
 * in its configuration instead.
 */
export function vapidKeys(config: Config): Promise<VapidKeys> {
  if (config.push.vapidKeys) return Promise.resolve(config.push.vapidKeys);
  let keys = loaded.get(config.dataDir);
  if (!keys) {
    keys = readOrMake(path.join(config.dataDir, FILE));
    loaded.set(config.dataDir, keys);
    keys.catch(() => loaded.delete(config.dataDir));
  }
  return keys;
}

async function readOrMake(file: string): Promise<VapidKeys> {
  const existing = await read(file);
  if (existing) return existing;
  await fs.mkdir(path.dirname(file), { recursive: true });
  const made = webpush.generateVAPIDKeys();
  try {
    // `wx`: of two starts at once, one writes and the other reads what it wrote.
    await fs.writeFile(file, JSON.stringify(made) + '\n', { mode: 0o600, flag: 'wx' });
    return made;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const other = await read(file);
    if (!other) throw new Error(`${file} exists but holds no VAPID keys`);
    return other;
  }
}

async function read(file: string): Promise<VapidKeys | null> {
  const text = await fs.readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null;
    throw err;
  });
  if (text === null || text.trim() === '') return null;
  const keys = JSON.parse(text) as Partial<VapidKeys>;
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string') throw new Error(`${file} holds no VAPID keys`);
  // A copy restored with a wider mode is narrowed again: the private key signs for this site.
  await fs.chmod(file, 0o600);
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
