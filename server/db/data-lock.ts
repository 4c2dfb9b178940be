import fs from 'node:fs/promises';
import path from 'node:path';

/** Another live app owns the data folder: main.ts turns this into exit 73 (EX_CANTCREAT). */
export class DataFolderInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The data folder ${dataDir} is in use by another Civic Connect process (pid ${pid}). Stop it first, or set DATA_DIR to another folder.`);
  }
}

const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user; it is alive all the same.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One app per data folder: {dataDir}/app.pid holds the owner's pid. Taken before the database is
 * touched, so a second instance never stops or recovers a database that a live app is using; a
 * pid file whose process is gone (the app was killed) is taken over. Returns the release function.
 */
export async function lockDataFolder(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, 'app.pid');
  // Our own pid in the file is a lock we hold only if this process took it (a container's app
  // often gets the same pid after a restart).
  if (heldHere.has(file)) throw new DataFolderInUse(dataDir, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // 'wx' creates atomically: of two instances starting together only one gets the file.
      await fs.writeFile(file, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      heldHere.add(file);
      return async () => {
        heldHere.delete(file);
        const owner = Number((await fs.readFile(file, 'utf8').catch(() => '')).trim());
        if (owner === process.pid) await fs.rm(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const pid = Number((await fs.readFile(file, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) throw new DataFolderInUse(dataDir, pid);
    await fs.rm(file, { force: true }); // left by a process that is gone
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}
