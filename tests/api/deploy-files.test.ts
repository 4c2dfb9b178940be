import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, loadConfig } from '../../server/config';

// Docker does not run on our machines, so the deploy files (issue 11) are checked against the
// code they configure: every variable compose sets is one the app reads and the resulting
// configuration loads; every path the Dockerfile copies exists; Caddy's upstreams and probes
// are real services and routes.
type Service = { image?: string; build?: string; environment?: Record<string, string>; profiles?: string[]; volumes?: string[] };
const compose = parse(readFileSync('compose.yaml', 'utf8'), { merge: true }) as { services: Record<string, Service> };
const dockerfile = readFileSync('Dockerfile', 'utf8');
const caddyfile = readFileSync('deploy/Caddyfile', 'utf8');
const appServices = Object.entries(compose.services).filter(([, s]) => s.build === '.');

/** Compose's `${VAR:-default}` / `${VAR:?message}` substitution, with sample values for required ones. */
const substitute = (value: string) =>
  String(value).replace(/\$\{(\w+)(?::-([^}]*)|:\?[^}]*)?\}/g, (_m, name: string, fallback?: string) =>
    fallback ?? ({ PUBLIC_URL: 'https://meet.example.org' } as Record<string, string>)[name] ?? `sample-${name.toLowerCase()}`,
  );

describe('compose.yaml', () => {
  it('runs two app instances, PostgreSQL 17, Caddy, MinIO, and Mailpit only in the dev profile', () => {
    expect(appServices.map(([name]) => name)).toEqual(['app1', 'app2']);
    expect(compose.services.postgres.image).toBe('postgres:17');
    expect(compose.services.postgres.volumes).toEqual([expect.stringMatching(/^pgdata:/)]);
    expect(compose.services.caddy.image).toMatch(/^caddy:2/);
    expect(compose.services.minio.image).toMatch(/^minio\/minio/);
    expect(compose.services.mailpit.profiles).toEqual(['dev']);
    // A data folder belongs to one running app: each instance has its own volume.
    const dataVolumes = appServices.map(([, s]) => s.volumes?.find((v) => v.endsWith(':/data')));
    expect(new Set(dataVolumes).size).toBe(2);
  });

  it.each(appServices)('%s sets only variables the app reads, and they load into a valid configuration', (_name, service) => {
    const env = service.environment!;
    expect(Object.keys(env).filter((k) => !CONFIG_VARIABLES.includes(k))).toEqual([]);
    const config = loadConfig(Object.fromEntries(Object.entries(env).map(([k, v]) => [k, substitute(v)])));
    expect(config.host).toBe('0.0.0.0');
    expect(config.publicUrl).toBe('https://meet.example.org');
    expect(config.trustProxy).toBe(1);
    // The hosts it points at are services of this file.
    expect(compose.services[new URL(config.databaseUrl!).hostname]).toBeDefined();
    expect(compose.services[new URL(config.s3!.endpoint!).hostname]).toBeDefined();
    expect(compose.services[new URL(config.smtpUrl!).hostname]).toBeDefined();
    expect(config.s3!.bucket).toBe('civic-connect');
    expect(compose.services['minio-bucket'].environment).toBeDefined();
  });
});

describe('deploy/Caddyfile', () => {
  it('balances over both app instances on their port and probes readiness', () => {
    const upstreams = caddyfile.match(/reverse_proxy ([^{]+)\{/)![1].trim().split(/\s+/);
    const port = appServices[0][1].environment!.PORT;
    expect(upstreams).toEqual(appServices.map(([name]) => `${name}:${port}`));
    expect(caddyfile).toMatch(/health_uri \/api\/ready\n/);
    // TLS-ready: the site address comes from SITE_ADDRESS, which compose passes to Caddy.
    expect(caddyfile).toMatch(/^\{\$SITE_ADDRESS:/m);
    expect(compose.services.caddy.environment).toHaveProperty('SITE_ADDRESS');
    expect((compose.services.caddy.volumes ?? []).some((v) => v.startsWith('./deploy/Caddyfile:'))).toBe(true);
  });
});

describe('Dockerfile', () => {
  it('copies only paths that exist and runs the built server as a non-root user with a health check', () => {
    const copies = [...dockerfile.matchAll(/^COPY (?!--from)(.+)$/gm)].map((m) => m[1].trim().split(/\s+/).slice(0, -1)).flat();
    expect(copies.length).toBeGreaterThan(5);
    expect(copies.filter((p) => !existsSync(p))).toEqual([]);
    // The build stage installs devDependencies; the runtime only production ones.
    expect(dockerfile).toMatch(/AS build\n[\s\S]*RUN npm ci --no-audit/);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(dockerfile).toMatch(/^USER node$/m);
    // What it runs is what `npm run build` writes.
    expect(dockerfile).toContain('CMD ["node", "--enable-source-maps", "dist/server/main.js"]');
    expect(readFileSync('scripts/build-server.mjs', 'utf8')).toContain("outfile: 'dist/server/main.js'");
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/api\/health/);
    expect(dockerfile).toMatch(/^VOLUME \["\/data"\]$/m);
    expect(readFileSync('.dockerignore', 'utf8').split('\n')).toEqual(expect.arrayContaining(['node_modules', 'dist', 'data']));
  });

  it('runs on the Node release CI tests on (.node-version, Node 24 LTS), pinned by tag in every stage', () => {
    const version = readFileSync('.node-version', 'utf8').trim();
    expect(version).toMatch(/^24\.\d+\.\d+$/);
    expect(dockerfile).toMatch(new RegExp(`^ARG NODE_VERSION=${version.replaceAll('.', '\\.')}$`, 'm'));
    const stages = [...dockerfile.matchAll(/^FROM (\S+) AS (\w+)$/gm)];
    expect(stages.map((m) => m[2])).toEqual(['build', 'deps', 'runtime']);
    for (const [, image] of stages) expect(image).toBe('node:${NODE_VERSION}-bookworm-slim');
    expect(readFileSync('.ci/run', 'utf8')).toContain('.node-version');
  });
});
