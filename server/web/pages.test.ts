import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { webPages } from './pages';

const shell = '<html><head><title>Civic Connect</title></head><body><div id="root"><div>outline</div></div></body></html>';
const config = loadConfig({ DATA_DIR: path.join(os.tmpdir(), 'cc-pages-test'), LOG_LEVEL: 'silent' });
const log = createLogger({ level: 'silent' });

describe('server-rendered pages', () => {
  it('renders a static page once, with its title, seeds and the desktop marker', async () => {
    let renders = 0;
    const pages = webPages(shell, async () => ({ html: `<main>About ${++renders}</main>`, title: 'About · Civic Connect', description: 'About us.' }), config, log);
    const first = await pages.staticPage('/about')!;
    expect(first).toContain('<div id="root" data-ssr-landing><main>About 1</main></div>');
    expect(first).toContain('<title>About · Civic Connect</title>');
    expect(first).toContain('id="cc-seeds"');
    expect(await pages.staticPage('/about')!).toBe(first);
    expect(renders).toBe(1);
    expect(pages.staticPage('/meetups')).toBeNull();
  });

  it('serves the plain page when rendering fails, and tries again on the next request', async () => {
    let calls = 0;
    const pages = webPages(
      shell,
      async () => {
        if (++calls === 1) throw new Error('boom');
        return { html: '<main>Sign in</main>', title: 'Sign in · Civic Connect', description: 'Sign in.' };
      },
      config,
      log,
    );
    expect(await pages.staticPage('/login')!).toBe(shell);
    expect(await pages.staticPage('/login')!).toContain('<main>Sign in</main>');
  });

  it('renders the home page with its live answers, once for concurrent requests, and keeps it', async () => {
    const seen: unknown[][] = [];
    const pages = webPages(
      shell,
      async (_url, seeds = []) => {
        seen.push(seeds.map((s) => s.key));
        const stats = seeds.find((s) => s.key[0] === 'stats')?.data as { venues: number };
        return { html: `<main>${stats.venues} venues</main>`, title: 'Home', description: 'd' };
      },
      config,
      log,
    );
    let asked = 0;
    const answers = async () => [{ key: ['stats'], data: { venues: 10 + ++asked } }];
    const [a, b] = await Promise.all([pages.homePage('de', 'de', answers), pages.homePage('de', 'de', answers)]);
    expect(a).toContain('<main>11 venues</main>');
    expect(a).toContain('"key":["stats"],"data":{"venues":11}');
    expect(b).toBe(a);
    expect(await pages.homePage('de', 'de', answers)).toBe(a);
    expect(asked).toBe(1);
    // Another language is its own page.
    expect(await pages.homePage('fr', null, answers)).toContain('<main>12 venues</main>');
    expect(seen).toEqual([[['site'], ['stats']], [['site'], ['stats']]]);
  });

  it('serves the home page without its answers when they fail, and asks again next time', async () => {
    const pages = webPages(shell, async (_url, seeds = []) => ({ html: `<main>${seeds.length} seeds</main>`, title: 'Home', description: 'd' }), config, log);
    let calls = 0;
    const answers = async () => {
      if (++calls === 1) throw new Error('database gone');
      return [{ key: ['stats'], data: {} }];
    };
    expect(await pages.homePage('en-GB', null, answers)).toContain('<main>1 seeds</main>');
    expect(await pages.homePage('en-GB', null, answers)).toContain('<main>2 seeds</main>');
    expect(calls).toBe(2);
  });

  it('does not mark shared links, which open the app on a computer', async () => {
    const pages = webPages(shell, async () => ({ html: '<main>Meetup</main>', title: 't', description: 'd' }), config, log);
    expect(await pages.page('/m/0f3c9d1e-0000-4000-8000-000000000000', { og: { title: 'Meetup', description: 'd', url: 'u', image: null } })).toContain('<div id="root"><main>Meetup</main>');
  });
});
