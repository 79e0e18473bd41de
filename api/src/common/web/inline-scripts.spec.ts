import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inlineScriptSources } from './inline-scripts';

describe('inlineScriptSources', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it("allows exactly the built pages' inline scripts, by hash, and no script with a src", () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-'));
    writeFileSync(join(dist, 'index.html'), '<div id="home-picture"></div><script>pick()</script><script type="module" src="/assets/a.js"></script>');
    writeFileSync(join(dist, 'login.html'), '<script>pick()</script>');
    expect(inlineScriptSources(dist)).toEqual([sha('pick()')]);
  });

  it('allows none without a built app or without inline scripts', () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-'));
    writeFileSync(join(dist, 'index.html'), '<script type="module" src="/assets/a.js"></script>');
    expect(inlineScriptSources(dist)).toEqual([]);
    expect(inlineScriptSources(undefined)).toEqual([]);
    expect(inlineScriptSources(join(dist, 'missing'))).toEqual([]);
  });
});
