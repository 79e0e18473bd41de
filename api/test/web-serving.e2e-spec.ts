import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

describe('serving the built web app (production mode)', () => {
  let t: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root">portal shell</div></body></html>');
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log("app")');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Harbor Mutual"}');

  beforeAll(async () => {
    t = await startTestApp({ SERVE_WEB: 'true', WEB_DIST: dist, DEV_MAILBOX: 'false' });
  });
  afterAll(() => t.close());

  const http = () => request(t.app.getHttpServer());

  it('serves index.html at /', async () => {
    const res = await http().get('/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('portal shell');
  });

  it('falls back to index.html for client routes such as /policies and /profile/alerts', async () => {
    for (const path of ['/policies', '/profile/alerts', '/PPA1234567/documents']) {
      const res = await http().get(path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.text).toContain('portal shell');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('never falls back for /api: an unknown call stays a 404 envelope', async () => {
    const res = await http().get('/api/policies-typo');
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
  });

  it('never falls back for /dev: the dev mailbox answers 404 when it is off', async () => {
    const res = await http().get('/dev/mailbox');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('portal shell');
  });

  it('caches content-hashed assets for a year and revalidates other files', async () => {
    const asset = await http().get('/assets/index-Ab12Cd34.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await http().get('/manifest.webmanifest');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing file instead of the app shell', async () => {
    const res = await http().get('/assets/missing-Zz99Yy88.js');
    expect(res.status).toBe(404);
  });

  it('compresses large replies when the browser accepts it', async () => {
    const res = await http().get('/api/docs').set('accept-encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
