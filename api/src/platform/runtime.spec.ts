/**
 * The README's commands run on the pinned Node (node_modules/.bin/node) whatever Node started
 * them: scripts/lib/workspace.mjs runs the script again on the pinned binary and puts
 * node_modules/.bin first on PATH, so every `node` a child starts is the pinned one too.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, linkSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(__dirname, '..', '..', '..');
const PINNED_BIN = join(ROOT, 'node_modules', '.bin', 'node');
const PINNED = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

describe('pinned Node runtime', () => {
  it('declares Node 24 LTS in engines, .nvmrc and .node-version, and pins the node package to an exact 24.x', () => {
    expect(PINNED.engines.node).toBe('^24.11.0');
    expect(PINNED.devDependencies.node).toMatch(/^24\.\d+\.\d+$/);
    expect(readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim()).toBe(PINNED.devDependencies.node);
    expect(readFileSync(join(ROOT, '.node-version'), 'utf8').trim()).toBe(PINNED.devDependencies.node);
  });

  it('allows install scripts only for the node package, the one whose script is needed (it fetches the binary)', () => {
    const allowed = Object.entries(PINNED.allowScripts as Record<string, boolean>)
      .filter(([, allow]) => allow)
      .map(([name]) => name);
    expect(allowed).toEqual(['node']);
  });

  it('node_modules/.bin/node is the pinned version', () => {
    const child = spawnSync(PINNED_BIN, ['-p', 'process.version'], { encoding: 'utf8' });
    expect(child.stdout.trim()).toBe(`v${PINNED.devDependencies.node}`);
  });

  describe('a script started by another Node', () => {
    // Another Node binary: a hard link of the pinned one under another path (its real path differs).
    const dir = join(ROOT, 'node_modules', '.cache', `portal-runtime-spec-${process.pid}`);
    const otherNode = join(dir, 'node');
    const probe = join(dir, 'probe.mjs');

    beforeAll(() => {
      mkdirSync(dir, { recursive: true });
      try {
        linkSync(realpathSync(PINNED_BIN), otherNode);
      } catch {
        copyFileSync(realpathSync(PINNED_BIN), otherNode);
      }
      writeFileSync(
        probe,
        [
          `import { spawnSync } from 'node:child_process';`,
          `import { runOnPinnedNode } from ${JSON.stringify(pathToFileURL(join(ROOT, 'scripts', 'lib', 'workspace.mjs')).href)};`,
          `process.stdout.write('started on ' + process.execPath + '\\n');`,
          `await runOnPinnedNode();`,
          `const child = spawnSync('node', ['-p', 'process.execPath'], { encoding: 'utf8' });`,
          `process.stdout.write(JSON.stringify({ execPath: process.execPath, args: process.argv.slice(2), childExecPath: child.stdout.trim() }) + '\\n');`,
          `process.exit(7);`,
        ].join('\n'),
      );
    });

    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('runs again on node_modules/.bin/node with the same arguments, children find the pinned node on PATH, and its exit code comes back', () => {
      const child = spawnSync(otherNode, [probe, '--policyholders', '10'], { encoding: 'utf8', env: { ...process.env, PATH: '/usr/bin:/bin' } });
      const lines = child.stdout.trim().split('\n');
      expect(lines[0]).toBe(`started on ${otherNode}`);
      expect(lines[1]).toBe(`started on ${realpathSync(PINNED_BIN)}`);
      const result = JSON.parse(lines[2]);
      expect(result).toEqual({ execPath: realpathSync(PINNED_BIN), args: ['--policyholders', '10'], childExecPath: realpathSync(PINNED_BIN) });
      expect(child.status).toBe(7);
    });
  });
});
