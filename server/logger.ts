import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * Fields blanked in every log line, wherever a caller puts them (issue 11: no secrets or
 * passwords in any line). URLs are redacted by the request serializer (server/auth/log-redaction.ts).
 */
export const REDACTED_FIELDS = ['password', 'newPassword', 'token', 'access_token', 'refresh_token', 'authorization', 'cookie', 'secret', 'apiKey', 'smtpUrl', 'databaseUrl'];
const REDACT_PATHS = [...REDACTED_FIELDS, ...REDACTED_FIELDS.map((f) => `*.${f}`), 'req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

export type LogFormat = 'json' | 'pretty';

/** JSON lines in production (NODE_ENV=production, for log collectors), readable lines otherwise; LOG_FORMAT overrides. */
export function logFormat(env: NodeJS.ProcessEnv = process.env): LogFormat {
  if (env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty') return env.LOG_FORMAT;
  return env.NODE_ENV === 'production' ? 'json' : 'pretty';
}

/**
 * The one logger of the server (decision 0025): start-up, the job queue and requests all write
 * through it. `destination` is for tests; otherwise stdout, written asynchronously unless `sync`
 * (lines that arrive while a write is under way go out together; pino flushes what is left at exit).
 */
export function createLogger(opts: { level: string; format?: LogFormat; destination?: DestinationStream; sync?: boolean; serializers?: pino.LoggerOptions['serializers'] }): Logger {
  const format = opts.format ?? logFormat();
  const out = opts.destination ?? (format === 'pretty' ? prettyStdout(opts.sync) : pino.destination({ dest: 1, sync: opts.sync ?? false }));
  return pino({ level: opts.level, redact: { paths: REDACT_PATHS, censor: '[redacted]' }, serializers: { err: pino.stdSerializers.err, ...opts.serializers } }, format === 'pretty' && opts.destination ? prettyInto(opts.destination) : out);
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };
const SKIP = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'req', 'res', 'responseTime', 'reqId', 'component', 'err']);

/** One JSON line from pino as a readable line: `12:04:05 INFO  [jobs] msg key=value`, requests as `GET /url 200 3 ms`. */
export function formatPretty(line: string): string {
  let o: Record<string, unknown>;
  try {
    o = JSON.parse(line);
  } catch {
    return line;
  }
  const time = new Date(Number(o.time)).toISOString().slice(11, 19);
  const parts = [time, LEVELS[Number(o.level)] ?? String(o.level)];
  if (o.component) parts.push(`[${String(o.component)}]`);
  if (o.reqId) parts.push(`#${String(o.reqId)}`);
  const req = o.req as { method?: string; url?: string } | undefined;
  const res = o.res as { statusCode?: number } | undefined;
  if (req?.method) parts.push(`${req.method} ${req.url ?? ''}${res?.statusCode ? ` ${res.statusCode}` : ''}${typeof o.responseTime === 'number' ? ` ${o.responseTime.toFixed(0)} ms` : ''}`);
  if (o.msg !== undefined) parts.push(String(o.msg));
  for (const [k, v] of Object.entries(o)) if (!SKIP.has(k)) parts.push(`${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
  const err = o.err as { stack?: string; message?: string } | undefined;
  return `${parts.join(' ')}${err ? `\n  ${err.stack ?? err.message}` : ''}\n`;
}

function prettyInto(dest: DestinationStream): DestinationStream {
  return { write: (line: string) => dest.write(formatPretty(line)) };
}

/** Readable lines to stdout, through the same asynchronous writer as JSON (lines written together under load). */
function prettyStdout(sync = false): DestinationStream {
  const out = pino.destination({ dest: 1, sync });
  // pino flushes the destinations it is given at exit; this one it cannot see, so flush it here.
  if (!sync)
    process.once('exit', () => {
      try {
        out.flushSync();
      } catch {
        // not open yet: nothing was written
      }
    });
  return { write: (line: string) => out.write(formatPretty(line)) };
}
