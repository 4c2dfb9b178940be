import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { mkdirPrivate } from '../private-dir';

export type OutgoingEmail = { to: string; subject: string; html: string; text: string; replyTo?: string };
export type EmailTransport = { kind: 'outbox' | 'smtp'; deliver: (mail: OutgoingEmail) => Promise<void> };

/**
 * Default transport: each rendered message is written to {dataDir}/outbox as JSON, so the
 * product works offline and admins and tests can read what was sent.
 */
export function outboxTransport(dir: string, from: string): EmailTransport {
  // Messages hold reset and confirmation links: only this user may read them (0700/0600),
  // also in an outbox made by an older version.
  let ready: Promise<void> | null = null;
  const prepare = () => (ready ??= mkdirPrivate(dir));
  return {
    kind: 'outbox',
    async deliver(mail) {
      await prepare().catch((err) => {
        ready = null; // e.g. the folder was deleted: try again next time
        throw err;
      });
      const file = path.join(dir, `${Date.now()}-${randomUUID()}.json`);
      // Write then rename: a reader never sees a half-written message.
      await fs.writeFile(`${file}.tmp`, JSON.stringify({ from, ...mail, createdAt: new Date().toISOString() }, null, 2), { mode: 0o600 });
      await fs.rename(`${file}.tmp`, file);
    },
  };
}

export function smtpTransport(url: string, from: string): EmailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async deliver(mail) {
      await transporter.sendMail({ from, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, html: mail.html, text: mail.text });
    },
  };
}

export async function readOutbox(dir: string): Promise<Array<OutgoingEmail & { from: string; createdAt: string }>> {
  const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await fs.readFile(path.join(dir, f), 'utf8'))));
}

/** SMTP when SMTP_URL is set, else the outbox in the data folder. */
export function transportFor(config: { smtpUrl?: string; dataDir: string; emailFrom: string }): EmailTransport {
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.emailFrom)
    : outboxTransport(path.join(config.dataDir, 'outbox'), config.emailFrom);
}
