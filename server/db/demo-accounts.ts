import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { mkdirPrivate } from '../private-dir';

export type DemoAccount = { role: string; email: string; password: string };

export const demoAccountsFile = (dataDir: string) => path.join(dataDir, 'demo-accounts.txt');

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * A demo password of this install only: 16 random base32 characters (80 bits) in groups of
 * four, e.g. `k7qm-x2ta-9...`; never on a common-password list, always past the 8-character rule.
 */
export function drawDemoPassword(): string {
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => BASE32[b & 31]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** Writes `role, email, password` lines to {dataDir}/demo-accounts.txt, readable by this user only. */
export async function writeDemoAccounts(dataDir: string, accounts: DemoAccount[]): Promise<string> {
  const file = demoAccountsFile(dataDir);
  if (!existsSync(dataDir)) await mkdirPrivate(dataDir); // e.g. DATABASE_URL with SEED_DEMO=true
  const text = `# Demo accounts of this install (role, email, password). Delete this file once you have noted them.\n${accounts
    .map((a) => `${a.role}, ${a.email}, ${a.password}`)
    .join('\n')}\n`;
  await fs.writeFile(`${file}.tmp`, text, { mode: 0o600 });
  await fs.chmod(`${file}.tmp`, 0o600); // an existing .tmp keeps its mode otherwise
  await fs.rename(`${file}.tmp`, file);
  return file;
}

/** Prints the main accounts once (the log may be kept; the file is the place to look them up later). */
export function printDemoAccounts(accounts: DemoAccount[], file: string, print: (line: string) => void) {
  const main = accounts.filter((a) => a.role !== 'member');
  print('Seeded demo content. Demo accounts (role, email, password):');
  for (const a of main) print(`  ${a.role}, ${a.email}, ${a.password}`);
  print(`These passwords are shown only now. All ${accounts.length} demo accounts are listed in ${file} (readable only by you).`);
}
