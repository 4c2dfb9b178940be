import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, replaceRoot, withSeeds } from './html';

const shell = '<html><head><script>var a = 1;</script><script type="module" src="/main.js"></script></head><body><div id="root"><div class="outline"><div></div></div></div><script type="application/json">{}</script></body></html>';

describe('server-rendered page HTML', () => {
  it("replaces #root's whole outline, nested divs included", () => {
    const html = replaceRoot(shell, '<main>Page</main>', ' data-ssr-landing');
    expect(html).toContain('<div id="root" data-ssr-landing><main>Page</main></div><script type="application/json">');
    expect(html).not.toContain('outline');
  });

  it('leaves a page without #root as it is', () => {
    expect(replaceRoot('<p>no root</p>', '<main/>')).toBe('<p>no root</p>');
  });

  it('puts the seeds before </body> where no text in them can close the element', () => {
    const html = withSeeds(shell, [{ key: ['meetups', 'public', 'x'], data: { title: '</script><script>alert(1)</script>' } }]);
    const block = /<script type="application\/json" id="cc-seeds">([\s\S]*?)<\/script><\/body>/.exec(html);
    expect(block).not.toBeNull();
    expect(block![1]).not.toContain('<');
    expect(JSON.parse(block![1])).toEqual([{ key: ['meetups', 'public', 'x'], data: { title: '</script><script>alert(1)</script>' } }]);
  });

  it('hashes only the inline scripts that run (not module files or data blocks)', () => {
    const expected = `'sha256-${createHash('sha256').update('var a = 1;').digest('base64')}'`;
    expect(inlineScriptHashes(shell)).toEqual([expected]);
  });
});
