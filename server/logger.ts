import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * Field names that are never written to a log (issue 11: no secrets or passwords in any line).
 * pino's own `redact` blanks them at fixed paths (decision 0041): at the top of a line's fields,
 * where our code puts what it logs, and in logged request or reply headers. A logger call that
 * nests a secret deeper names its path here (each nested path costs a little on every line).
 * URLs are redacted by the request serializer (server/auth/log-redaction.ts).
 */
export const REDACTED_FIELDS = ['password', 'newPassword', 'token', 'access_token', 'refresh_token', 'authorization', 'cookie', 'secret', 'apiKey', 'smtpUrl', 'databaseUrl'];
// Nested paths only under `headers` (a line that logs a headers object): pino runs a nested path's
// redactor (a copy and a stringify) on every line that has its first key, so paths under `req` or
// `res`, which every request line has and whose serializers write no headers, would cost each
// request for nothing (decision 0041).
const REDACTED_PATHS = [...REDACTED_FIELDS, 'headers.authorization', 'headers.cookie', 'headers["set-cookie"]'];
export const CENSOR = '[redacted]';

export type LogFormat = 'json' | 'pretty';

/** JSON lines in production (NODE_ENV=production, for log collectors), readable lines otherwise; LOG_FORMAT overrides. */
export function logFormat(env: NodeJS.ProcessEnv = process.env): LogFormat {
  if (env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty') return env.LOG_FORMAT;
  return env.NODE_ENV === 'production' ? 'json' : 'pretty';
}

/** pino's options for every logger of the server: its level, and secrets blanked by pino's own `redact`. */
export function loggerSettings(level: string) {
  return { level, redact: { paths: REDACTED_PATHS, censor: CENSOR } };
}

/**
 * Where lines go: stdout through pino's own writer (sonic-boom, `pino.destination`), as JSON or
 * readable lines. `destination` is for tests.
 */
export function logStream(format: LogFormat = logFormat(), destination?: DestinationStream): DestinationStream {
  const out = destination ?? stdout();
  return format === 'pretty' ? prettyInto(out) : out;
}

let stdoutStream: ReturnType<typeof pino.destination> | undefined;

/**
 * The process's one stdout writer (start-up and request lines share it, so they stay in order),
 * with sonic-boom's own buffering: lines are written together once 4 KB of them wait, or every
 * 10 ms, synchronously. Here a write call costs ~10 µs whatever its size: one a line was most of a
 * request's logging cost (decision 0041). Synchronous, because sonic-boom's asynchronous mode,
 * under a full pipe, wrote a held-back line after later ones at exit. What still waits when the
 * process exits (an exit call, an uncaught error) is written then; a line logged less than 10 ms
 * before a SIGKILL can be lost. A reader of stdout that stops reading holds the server up once its
 * pipe is full.
 */
function stdout() {
  if (!stdoutStream) {
    const stream = pino.destination({ dest: 1, sync: true, minLength: 4096, periodicFlush: 10 });
    process.once('exit', () => stream.flushSync());
    stdoutStream = stream;
  }
  return stdoutStream;
}

/**
 * The one logger of the server (decision 0025) outside requests: start-up and shutdown. Requests
 * and the job queue write through Fastify's logger, made from the same settings
 * (server/auth/log-redaction.ts). Standard pino: its `redact`, its serializers, its writer.
 */
export function createLogger(opts: { level: string; format?: LogFormat; destination?: DestinationStream }): Logger {
  return pino({ ...loggerSettings(opts.level), serializers: { err: pino.stdSerializers.err } }, logStream(opts.format, opts.destination));
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

/** Readable lines (LOG_FORMAT=pretty): pino's JSON line reformatted, then written as it would have been. */
function prettyInto(dest: DestinationStream): DestinationStream {
  return { write: (line: string) => dest.write(formatPretty(line)) };
}
