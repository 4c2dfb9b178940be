import { spawnSync } from 'node:child_process';
import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger';
import { loggerOptions, redactUrl } from './log-redaction';

describe('request log lines', () => {
  it('never carry the token of an emailed link', async () => {
    // The same logger options as server/app.ts, writing into memory instead of stdout.
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const app = Fastify(loggerOptions('info', { format: 'json', destination: stream }));
    app.get('/auth/v1/verify', async () => ({}));
    await app.inject({ url: '/auth/v1/verify?type=recovery&token=s3cr3t-token-value&redirect_to=http%3A%2F%2Flocalhost%3A3000%2F' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/auth/v1/verify?type=recovery&token=[redacted]&redirect_to=');
    expect(log).not.toContain('s3cr3t-token-value');
    // One line per request, with its status and time.
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ msg: 'request completed', res: { statusCode: 200 }, req: { method: 'GET' }, reqId: expect.any(String) });
  });

  it('are written by hand exactly as pino writes the same fields', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const app = Fastify(loggerOptions('info', { format: 'json', destination: stream }));
    app.get('/x', async () => ({}));
    app.post('/gone', async (_req, reply) => reply.status(410).send({}));
    // The same fields through pino's own path (serializers, secret-blanking walk), after the hand-built line.
    app.addHook('onResponse', (request, reply, done) => {
      setImmediate(() => reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed'));
      done();
    });
    await app.inject({ url: '/x?a=1&token=abc&b="quoted"\\', headers: { host: 'example.org:8080' } });
    await app.inject({ method: 'POST', url: '/gone', remoteAddress: '10.0.0.7' });
    await vi.waitFor(() => expect(lines).toHaveLength(4));
    await app.close();
    // Each request's two lines (same request id) are the same but for the clock.
    const same = (line: string) => JSON.stringify({ ...JSON.parse(line), time: 0, responseTime: 0 });
    const [first, second] = [lines.filter((l) => l.includes('"GET"')), lines.filter((l) => l.includes('"POST"'))];
    expect(first).toHaveLength(2);
    expect(same(first[0])).toBe(same(first[1]));
    expect(same(second[0])).toBe(same(second[1]));
    expect(JSON.parse(first[0])).toMatchObject({ req: { url: '/x?a=1&token=[redacted]&b=%22quoted%22\\', host: 'example.org:8080' }, res: { statusCode: 200 } });
    expect(JSON.parse(second[0])).toMatchObject({ req: { method: 'POST', remoteAddress: '10.0.0.7' }, res: { statusCode: 410 }, responseTime: expect.any(Number) });
    // The hand-built line's time: milliseconds to the microsecond (pino writes every digit).
    for (const [mine] of [first, second]) expect(mine).toMatch(/"responseTime":\d+\.\d{3},/);
  });

  it('carry the request id, the load balancer\'s when it sends a plain one', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const app = Fastify(loggerOptions('info', { format: 'json', destination: stream }));
    app.get('/x', async () => ({}));
    await app.inject({ url: '/x', headers: { 'x-request-id': 'lb-1234' } });
    await app.inject({ url: '/x', headers: { 'x-request-id': 'bad id\n{"forged":1}' } });
    await app.inject({ url: '/x' });
    await app.close();
    const [given, replaced, made] = lines.map((l) => JSON.parse(l));
    expect(given.reqId).toBe('lb-1234');
    // Made here: a random prefix and a counter, a new one for each request.
    expect(replaced.reqId).toMatch(/^[A-Za-z0-9_-]{11}-[0-9a-z]+$/);
    expect(made.reqId).toMatch(/^[A-Za-z0-9_-]{11}-[0-9a-z]+$/);
    expect(made.reqId).not.toBe(replaced.reqId);
  });

  it("lines a handler logs carry the request's id, as its completed line does", async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const app = Fastify(loggerOptions('info', { format: 'json', destination: stream }));
    app.get('/x', async (req) => {
      expect(req.log.level).toBe('info');
      req.log.warn({ event: 'test.warned', password: 'hunter2-pass' }, 'a warning');
      req.log.debug('not written at info');
      return {};
    });
    await app.inject({ url: '/x', headers: { 'x-request-id': 'lb-5678' } });
    await app.close();
    const [warned, completed] = lines.map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(warned).toMatchObject({ level: 40, reqId: 'lb-5678', event: 'test.warned', password: '[redacted]', msg: 'a warning' });
    expect(completed).toMatchObject({ reqId: 'lb-5678', msg: 'request completed' });
  });

  it('blank passwords, tokens and secrets in any field, in JSON and readable lines alike', () => {
    for (const format of ['json', 'pretty'] as const) {
      const lines: string[] = [];
      const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
      const log = createLogger({ level: 'info', format, destination: { write: (l: string) => stream.write(l) } });
      log.info({ password: 'hunter2-pass', body: { token: 'tok-123', refresh_token: 'ref-456' }, user: 'sam' }, 'signed in');
      log.info({ config: { databaseUrl: 'postgres://u:pw-789@db/x' } }, 'config');
      const out = lines.join('');
      for (const secret of ['hunter2-pass', 'tok-123', 'ref-456', 'pw-789']) expect(out, format).not.toContain(secret);
      expect(out).toContain('sam');
      if (format === 'pretty') expect(out).toMatch(/^\d\d:\d\d:\d\d INFO  signed in /m);
    }
  });

  it('blank secrets at any depth, in arrays, child bindings, errors and any letter case', () => {
    const lines: string[] = [];
    const log = createLogger({ level: 'info', format: 'json', destination: { write: (l: string) => lines.push(l) } });
    const err = Object.assign(new Error('smtp refused'), { smtpUrl: 'smtp://u:err-pw-1@mail' });
    log.child({ component: 'jobs', apiKey: 'key-in-binding' }).info({ job: { payload: { user: { Password: 'deep-pw-2' } } }, list: [{ ACCESS_TOKEN: 'arr-tok-3' }], headers: { Authorization: 'Bearer hdr-4', 'set-cookie': ['sid=cookie-5'] }, err }, 'ran');
    const out = lines.join('');
    for (const secret of ['key-in-binding', 'deep-pw-2', 'arr-tok-3', 'hdr-4', 'cookie-5', 'err-pw-1']) expect(out).not.toContain(secret);
    // What is not a secret is kept, and the caller's objects are not changed.
    expect(JSON.parse(lines[0])).toMatchObject({ component: 'jobs', apiKey: '[redacted]', job: { payload: { user: { Password: '[redacted]' } } }, err: { message: 'smtp refused', smtpUrl: '[redacted]' } });
    expect(err.smtpUrl).toBe('smtp://u:err-pw-1@mail');
  });

  it('reach stdout in order, including the lines still gathered when the process exits', () => {
    // The real stdout writer (a pipe here, as under a service manager): lines gathered, lines
    // handed over after a wait, lines of the turn that exits or throws.
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

  it('redact every secret-bearing parameter, and nothing else', () => {
    expect(redactUrl('/x?access_token=a&refresh_token=b&code=c&TOKEN=d&type=signup')).toBe(
      '/x?access_token=[redacted]&refresh_token=[redacted]&code=[redacted]&TOKEN=[redacted]&type=signup',
    );
    expect(redactUrl('/api/venues?page=2')).toBe('/api/venues?page=2');
  });
});
