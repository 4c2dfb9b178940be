import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { mkdirPrivate } from '../private-dir';
import { contentTypeOf, type StorageBackend } from './backend';

/** Objects as files under {dataDir}/storage; writes go to a temp file first, then rename. */
export function localBackend(dataDir: string): StorageBackend {
  const root = path.join(dataDir, 'storage');
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    // Keys are validated before they get here; this is a second line of defence.
    if (!file.startsWith(root + path.sep)) throw new Error('Invalid storage key');
    return file;
  };
  // Private to this user (0700), also when an older version made the folder.
  let ready: Promise<void> | null = null;
  const prepare = () => (ready ??= mkdirPrivate(root));
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await prepare().catch((err) => {
        ready = null;
        throw err;
      });
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      await fs.writeFile(tmp, body);
      await fs.rename(tmp, file);
    },
    async get(key) {
      const file = fileOf(key);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return { body: createReadStream(file), contentType: contentTypeOf(key), size: stat.size };
    },
    async exists(key) {
      const stat = await fs.stat(fileOf(key)).catch(() => null);
      return Boolean(stat?.isFile());
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async removeFolder(prefix) {
      await fs.rm(fileOf(prefix), { recursive: true, force: true });
    },
  };
}
