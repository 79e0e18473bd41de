/**
 * Every native addon the portal installs loads and works on the runtime in use, which must be
 * the pinned Node 24 (node_modules/.bin/node). All of them are N-API binaries shipped inside
 * registry packages (no install script compiles anything: see allowScripts in package.json),
 * so a Node major upgrade cannot leave one built for the wrong ABI; these tests would fail if
 * one did.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..', '..');
const PINNED = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).devDependencies.node as string;
/** The web build's addons are the web workspace's dependencies: resolve them from there. */
const webRequire = createRequire(join(ROOT, 'web', 'package.json'));

describe('native addons under the pinned runtime', () => {
  it('runs on the pinned Node 24 LTS', () => {
    expect(PINNED).toMatch(/^24\.\d+\.\d+$/);
    expect(process.versions.node).toBe(PINNED);
    // Node 24's ABI; an addon compiled against another Node's headers would refuse to load.
    expect(process.versions.modules).toBe('137');
  });

  it('argon2 hashes and verifies a password (passwords, codes)', async () => {
    const argon2 = await import('argon2');
    const hash = await argon2.hash('Harbor-Light-42', { type: argon2.argon2id });
    expect(hash).toMatch(/^\$argon2id\$/);
    await expect(argon2.verify(hash, 'Harbor-Light-42')).resolves.toBe(true);
    await expect(argon2.verify(hash, 'Harbor-Light-43')).resolves.toBe(false);
  });

  it('@swc/core compiles TypeScript with decorators (jest transform)', () => {
    const swc = require('@swc/core') as typeof import('@swc/core');
    const { code } = swc.transformSync('@Injectable() class A { constructor(private readonly b: number) {} }', {
      jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022' },
    });
    expect(code).toContain('_ts_decorate');
  });

  it('@parcel/watcher reports a file written since a snapshot (jest --watch)', async () => {
    const watcher = require('@parcel/watcher') as typeof import('@parcel/watcher');
    const dir = mkdtempSync(join(tmpdir(), 'portal-watcher-'));
    try {
      const snapshot = join(dir, '.snapshot');
      await watcher.writeSnapshot(dir, snapshot);
      writeFileSync(join(dir, 'new.txt'), 'x');
      const events = await watcher.getEventsSince(dir, snapshot);
      expect(events).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'create', path: join(dir, 'new.txt') })]));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lightningcss (vite CSS) minifies a stylesheet', () => {
    const { transform } = webRequire('lightningcss') as typeof import('lightningcss');
    const { code } = transform({ filename: 'a.css', code: Buffer.from('.a { color: #ff0000; }'), minify: true });
    expect(code.toString()).toBe('.a{color:red}');
  });

  it('rolldown (vite bundler) minifies a module', () => {
    // rolldown is ES-module only, which jest's CommonJS runtime cannot require: run it in a child on this same Node.
    const script =
      "import { minifySync } from 'rolldown/experimental'; process.stdout.write(minifySync('a.js', 'export function f() { const two = 2; return two + 1 }').code)";
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: join(ROOT, 'web'), encoding: 'utf8' });
    expect(child.stderr).toBe('');
    expect(child.stdout.trim()).toBe('export function f(){return 3}');
  });

  it("@napi-rs/canvas (pdf-parse's pdf.js, which reads the PDFs' text in tests) draws on a canvas", () => {
    const { createCanvas } = require('@napi-rs/canvas') as typeof import('@napi-rs/canvas');
    const ctx = createCanvas(4, 2).getContext('2d');
    ctx.fillStyle = '#ff0000';
    ctx.fillRect(0, 0, 2, 2);
    const pixels = Array.from(ctx.getImageData(0, 0, 4, 1).data);
    expect(pixels).toEqual([255, 0, 0, 255, 255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('unrs-resolver (jest module resolution) resolves a package', () => {
    const { sync } = require('unrs-resolver') as { sync(dir: string, request: string): { path?: string } };
    expect(sync(__dirname, '@nestjs/core').path).toBe(require.resolve('@nestjs/core'));
  });
});
