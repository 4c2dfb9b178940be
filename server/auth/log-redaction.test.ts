import { spawnSync } from 'node:child_process';
import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { loggerOptions, redactUrl } from './log-redaction';

// The same logger options as server/app.ts, writing into memory instead of stdout.
function appLog() {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const app = Fastify(loggerOptions('info', { format: 'json', destination: stream }));
  return { app, lines };
}

describe('request log lines', () => {
  it('never carry the token of an emailed link', async () => {
    const { app, lines } = appLog();
    app.get('/auth/v1/verify', async () => ({}));
    await app.inject({ url: '/auth/v1/verify?type=recovery&token=s3cr3t-token-value&redirect_to=http%3A%2F%2Flocalhost%3A3000%2F' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/auth/v1/verify?type=recovery&token=[redacted]&redirect_to=');
    expect(log).not.toContain('s3cr3t-token-value');
    // One line per request, with its status and time.
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ msg: 'request completed', res: { statusCode: 200 }, req: { method: 'GET' }, reqId: expect.any(String), responseTime: expect.any(Number) });
  });

  it('never carry a calendar feed token, found or not', async () => {
    const { app, lines } = appLog();
    app.get('/api/calendar/feeds/:file', async () => 'BEGIN:VCALENDAR');
    await app.inject({ url: '/api/calendar/feeds/feed-token-value-1.ics' });
    await app.inject({ url: '/api/Calendar/Feeds/feed-token-value-2.ics/?x=1' });
    await app.close();
    const log = lines.join('');
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]).req.url).toBe('/api/calendar/feeds/[redacted]');
    expect(JSON.parse(lines[1]).req.url).toBe('/api/Calendar/Feeds/[redacted]/?x=1');
    expect(log).not.toContain('feed-token-value');
  });

  it('failed requests are logged with the same redacted request', async () => {
    const { app, lines } = appLog();
    app.get('/api/calendar/feeds/:file', async () => {
      throw new Error('feed broke');
    });
    await app.inject({ url: '/api/calendar/feeds/feed-token-value-3.ics?token=q-tok' });
    await app.close();
    const errored = lines.map((l) => JSON.parse(l)).find((l) => l.level === 50);
    expect(errored).toMatchObject({ level: 50, req: { url: '/api/calendar/feeds/[redacted]?token=[redacted]' }, res: { statusCode: 500 }, err: { message: 'feed broke' } });
    expect(lines.join('')).not.toMatch(/feed-token-value|q-tok/);
  });

  it("carry the request id, the load balancer's when it sends a plain one", async () => {
    const { app, lines } = appLog();
    app.get('/x', async () => ({}));
    await app.inject({ url: '/x', headers: { 'x-request-id': 'lb-1234' } });
    await app.inject({ url: '/x', headers: { 'x-request-id': 'bad id\n{"forged":1}' } });
    await app.inject({ url: '/x' });
    await app.close();
    const [given, replaced, made] = lines.map((l) => JSON.parse(l));
    expect(given.reqId).toBe('lb-1234');
    // Made here: a new UUID for each request.
    expect(replaced.reqId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(made.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(made.reqId).not.toBe(replaced.reqId);
  });

  it("lines a handler logs carry the request's id, with secrets blanked", async () => {
    const { app, lines } = appLog();
    app.get('/x', async (req) => {
      expect(req.log.level).toBe('info');
      req.log.warn({ event: 'test.warned', password: 'hunter2-pass', headers: { authorization: 'Bearer hdr-1', cookie: 'sid=ck-2' } }, 'a warning');
      req.log.debug('not written at info');
      return {};
    });
    await app.inject({ url: '/x', headers: { 'x-request-id': 'lb-5678' } });
    await app.close();
    const [warned, completed] = lines.map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(warned).toMatchObject({ level: 40, reqId: 'lb-5678', event: 'test.warned', password: '[redacted]', headers: { authorization: '[redacted]', cookie: '[redacted]' }, msg: 'a warning' });
    expect(completed).toMatchObject({ reqId: 'lb-5678', msg: 'request completed' });
    expect(lines.join('')).not.toMatch(/hunter2-pass|hdr-1|ck-2/);
  });

  it('blank passwords, tokens and secrets at their paths, in JSON and readable lines alike', () => {
    for (const format of ['json', 'pretty'] as const) {
      const lines: string[] = [];
      const log = createLogger({ level: 'info', format, destination: { write: (l: string) => lines.push(l) } });
      log.info({ password: 'hunter2-pass', token: 'tok-123', refresh_token: 'ref-456', user: 'sam' }, 'signed in');
      log.info({ databaseUrl: 'postgres://u:pw-789@db/x' }, 'config');
      log.error({ err: new Error('smtp refused'), smtpUrl: 'smtp://u:err-pw-1@mail' }, 'mail failed');
      log.info({ headers: { 'set-cookie': ['sid=cookie-5'] } }, 'answered');
      const out = lines.join('');
      for (const secret of ['hunter2-pass', 'tok-123', 'ref-456', 'pw-789', 'err-pw-1', 'cookie-5']) expect(out, format).not.toContain(secret);
      // What is not a secret is kept, and the caller's objects are not changed.
      expect(out).toContain('sam');
      expect(out).toContain('smtp refused');
      const fields = { password: 'kept-by-caller' };
      log.info(fields, 'x');
      expect(fields.password).toBe('kept-by-caller');
      if (format === 'pretty') expect(out).toMatch(/^\d\d:\d\d:\d\d INFO {2}signed in /m);
    }
  });

  it('blank secret-named bindings of a child logger', () => {
    const lines: string[] = [];
    const log = createLogger({ level: 'info', format: 'json', destination: { write: (l: string) => lines.push(l) } });
    log.child({ component: 'jobs', apiKey: 'key-in-binding' }).info('ran');
    expect(JSON.parse(lines[0])).toMatchObject({ component: 'jobs', apiKey: '[redacted]', msg: 'ran' });
  });

  it('reach stdout in order, including the last ones when the process exits or throws', () => {
    // The real stdout writer (a pipe here, as under a service manager).
    for (const end of ['process.exit(0)', "throw new Error('end')", '']) {
      const script = `const { createLogger } = await import('./server/logger.ts');
        const log = createLogger({ level: 'info', format: 'json' });
        for (let i = 0; i < 60; i++) log.info({ i }, 'line');
        await new Promise((r) => setTimeout(r, 30));
        for (let i = 60; i < 120; i++) log.info({ i }, 'line');
        await new Promise((r) => setImmediate(r));
        for (let i = 120; i < 180; i++) log.info({ i }, 'line');
        ${end}`;
      const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8' });
      const numbers = run.stdout.trim().split('\n').map((l) => JSON.parse(l).i);
      expect(numbers, end).toEqual([...Array(180).keys()]);
    }
  });

  it('redact every secret-bearing parameter and path, and nothing else', () => {
    expect(redactUrl('/x?access_token=a&refresh_token=b&code=c&TOKEN=d&type=signup')).toBe(
      '/x?access_token=[redacted]&refresh_token=[redacted]&code=[redacted]&TOKEN=[redacted]&type=signup',
    );
    expect(redactUrl('/api/calendar/feeds/abc_DEF-123.ics')).toBe('/api/calendar/feeds/[redacted]');
    expect(redactUrl('/api//calendar/feeds/abc.ics#x')).toBe('/api//calendar/feeds/[redacted]#x');
    expect(redactUrl('/api/venues?page=2')).toBe('/api/venues?page=2');
    expect(redactUrl('/api/calendar/feed')).toBe('/api/calendar/feed');
  });
});
