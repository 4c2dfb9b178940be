import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * Fields blanked in every log line, at any depth and in any letter case, wherever a caller puts
 * them (issue 11: no secrets or passwords in any line). URLs are redacted by the request
 * serializer (server/auth/log-redaction.ts).
 */
export const REDACTED_FIELDS = ['password', 'newPassword', 'token', 'access_token', 'refresh_token', 'authorization', 'cookie', 'set-cookie', 'secret', 'apiKey', 'smtpUrl', 'databaseUrl'];
const SECRET_KEYS = new Set(REDACTED_FIELDS.map((f) => f.toLowerCase()));
export const CENSOR = '[redacted]';
const MAX_DEPTH = 8;

/**
 * `value` with every secret-named field blanked, copied only where something was blanked (the
 * request line, the one written on every request, costs a few key checks and no copy). It walks
 * plain objects and arrays; instances of classes (a request, a reply, an error) are written by
 * their serializers, whose output is walked in turn (see `createLogger`). Decision 0033: this
 * replaced pino's wildcard `redact` paths, which cost more than the rest of the request.
 */
export function blankSecrets(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const next = blankSecrets(value[i], depth + 1);
      if (next !== value[i]) (copy ??= value.slice())[i] = next;
    }
    return copy ?? value;
  }
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null ? blankFields(value as Record<string, unknown>, depth) : value;
}

/** The own fields of `obj` (whatever its class) with secrets blanked; `obj` itself when it holds none. */
function blankFields(obj: Record<string, unknown>, depth: number): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(obj)) {
    const v = obj[key];
    const next = SECRET_KEYS.has(key.toLowerCase()) ? (v === undefined ? v : CENSOR) : blankSecrets(v, depth + 1);
    if (next !== v) (copy ??= { ...obj })[key] = next;
  }
  return copy ?? obj;
}

/** A serializer whose output has its secrets blanked too (an error with a `token` property, say). */
const blanking =
  <T>(serialize: (v: T) => unknown) =>
  (v: T) => {
    const out = serialize(v);
    return out !== null && typeof out === 'object' && !Array.isArray(out) ? blankFields(out as Record<string, unknown>, 0) : blankSecrets(out);
  };

export type LogFormat = 'json' | 'pretty';

/** JSON lines in production (NODE_ENV=production, for log collectors), readable lines otherwise; LOG_FORMAT overrides. */
export function logFormat(env: NodeJS.ProcessEnv = process.env): LogFormat {
  if (env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty') return env.LOG_FORMAT;
  return env.NODE_ENV === 'production' ? 'json' : 'pretty';
}

/**
 * The one logger of the server (decision 0025): start-up, the job queue and requests all write
 * through it. `destination` is for tests; otherwise stdout, written asynchronously unless `sync`
 * (gathered into larger writes, see stdoutWriter).
 */
export function createLogger(opts: { level: string; format?: LogFormat; destination?: DestinationStream; sync?: boolean; serializers?: pino.LoggerOptions['serializers'] }): Logger {
  const format = opts.format ?? logFormat();
  const out = opts.destination ?? (format === 'pretty' ? prettyStdout(opts.sync) : stdoutWriter(opts.sync ?? false));
  const serializers = Object.fromEntries(Object.entries({ err: pino.stdSerializers.err, ...opts.serializers }).map(([k, f]) => [k, blanking(f)]));
  const logger = pino(
    {
      level: opts.level,
      // Every line's fields pass through blankSecrets before pino writes them; serializers'
      // output through `blanking`, a child's bindings (a job's name, say) through `child` below.
      formatters: { log: (o) => blankSecrets(o) as Record<string, unknown> },
      serializers,
    },
    format === 'pretty' && opts.destination ? prettyInto(opts.destination) : out,
  );
  // pino applies its bindings formatter to the root's bindings only; children inherit this.
  const child = logger.child;
  logger.child = function (this: Logger, bindings, options) {
    return child.call(this, blankSecrets(bindings) as pino.Bindings, options);
  } as Logger['child'];
  return logger;
}

/**
 * Stdout through pino's writer (sonic-boom), written synchronously. Unless `sync` (start-up lines,
 * each written at once), lines are gathered for at most 10 ms, or until 16 KB of them are waiting,
 * and written as one piece: under load one write call carries some sixty request lines, where each
 * line would otherwise cost a write call of its own (decision 0033). (sonic-boom's own `minLength`
 * buffering measures its whole buffer again for every line, which costs more than it saves.)
 *
 * Synchronous, because an asynchronous write hands each piece to libuv's thread pool and wakes the
 * event loop when it is done: measured, that costs ~1.5 µs of CPU a request more than the write
 * call itself (decision 0033, fourth pass). Node writes to pipes synchronously on Linux too. The
 * price: a reader of stdout that stops reading holds the server up once its pipe is full, where an
 * asynchronous writer would hold the lines in memory without limit instead.
 */
const PIECE = 16 * 1024;
const GATHER_MS = 10;

// At exit there is no more waiting: each writer's gathered lines are written at once — first of
// the exit listeners, before pino's own (registered by pino.destination), which closes the
// writers. One listener for all writers.
const atExit = new Set<() => void>();
process.prependListener('exit', () => {
  for (const write of atExit) write();
});

function stdoutWriter(sync: boolean): DestinationStream {
  if (sync) return pino.destination({ dest: 1, sync });
  let pending: string[] = [];
  let pendingLength = 0;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return;
    const piece = pending.join('');
    pending = [];
    pendingLength = 0;
    out.write(piece);
  };
  atExit.add(flush);
  // Synchronous sonic-boom retries a pipe that is full until the piece is written.
  const out = pino.destination({ dest: 1, sync: true });
  return {
    write(line: string) {
      pending.push(line);
      pendingLength += line.length;
      if (pendingLength >= PIECE) flush();
      else timer ??= setTimeout(flush, GATHER_MS).unref();
    },
  };
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

/** Readable lines to stdout, through the same writer as JSON (see stdoutWriter). */
function prettyStdout(sync = false): DestinationStream {
  const out = stdoutWriter(sync);
  return { write: (line: string) => out.write(formatPretty(line)) };
}
