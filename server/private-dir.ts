import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Makes `dir` (0700, also when it existed with a wider mode) without narrowing its parents:
 * a recursive mkdir with a mode would make every missing parent 0700 too, which shuts out
 * the embedded database's own OS user when we run as root.
 */
export async function mkdirPrivate(dir: string): Promise<void> {
  await fs.mkdir(path.dirname(dir), { recursive: true });
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  await fs.chmod(dir, 0o700);
}
