import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './log-redaction';

describe('request log lines', () => {
  it('never carry the token of an emailed link', async () => {
    // The same logger options as server/app.ts, writing into memory instead of stdout.
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const options = loggerOptions('info');
    const app = Fastify({ ...options, logger: { ...options.logger, stream } });
    app.get('/auth/v1/verify', async () => ({}));
    await app.inject({ url: '/auth/v1/verify?type=recovery&token=s3cr3t-token-value&redirect_to=http%3A%2F%2Flocalhost%3A3000%2F' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/auth/v1/verify?type=recovery&token=[redacted]&redirect_to=');
    expect(log).not.toContain('s3cr3t-token-value');
    // One line per request, with its status and time.
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ msg: 'request completed', res: { statusCode: 200 }, req: { method: 'GET' } });
  });

  it('redact every secret-bearing parameter, and nothing else', () => {
    expect(redactUrl('/x?access_token=a&refresh_token=b&code=c&TOKEN=d&type=signup')).toBe(
      '/x?access_token=[redacted]&refresh_token=[redacted]&code=[redacted]&TOKEN=[redacted]&type=signup',
    );
    expect(redactUrl('/api/venues?page=2')).toBe('/api/venues?page=2');
  });
});
