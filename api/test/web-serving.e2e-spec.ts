import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { SpaFallback } from '../src/common/web/spa-fallback';
import { SystemInfoMessage } from '../src/system/system-info-message.entity';
import { SystemService } from '../src/system/system.service';
import { startTestApp, type TestApp } from './support/test-app';

/** A built web app as `vite build` leaves it: each text file beside its .br and .gz. */
function writeBuiltFile(dist: string, path: string, text: string, compressed = true): void {
  const file = join(dist, path);
  writeFileSync(file, text);
  if (!compressed) return;
  writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(text)));
  writeFileSync(`${file}.gz`, gzipSync(Buffer.from(text)));
}

const sizeOf = (dist: string, path: string) => String(statSync(join(dist, path)).size);

describe('serving the built web app (production mode)', () => {
  let t: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  const indexHtml = `<!doctype html><html><body><div id="root">portal shell</div>${'<!-- padding -->'.repeat(100)}</body></html>`;
  const appJs = `console.log("app");${'/* padding */'.repeat(200)}`;
  writeBuiltFile(dist, 'index.html', indexHtml);
  writeBuiltFile(dist, 'assets/index-Ab12Cd34.js', appJs);
  writeBuiltFile(dist, 'manifest.webmanifest', '{"name":"Harbor Mutual"}', false);
  writeBuiltFile(dist, 'sw.js', `self.addEventListener("fetch",()=>{});${'/* padding */'.repeat(200)}`);
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index-Ab12Cd34.js"}}');

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

  describe('the service worker (issue 16)', () => {
    it('sends /sw.js as JavaScript with no-cache, so a new release reaches installed apps at once', async () => {
      const res = await http().get('/sw.js').set('accept-encoding', 'br');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeDefined();
    });

    it('lets the app register its own worker and only that: worker-src and script-src are self, with no blob: or inline', async () => {
      const res = await http().get('/autoidcards');
      const directives = Object.fromEntries(
        String(res.headers['content-security-policy'])
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      );
      expect(directives['worker-src']).toEqual(["'self'"]);
      expect(directives['script-src']).toEqual(["'self'"]);
      expect(directives['manifest-src']).toEqual(["'self'"]);
    });
  });

  it('answers 404 for a missing file instead of the app shell', async () => {
    const res = await http().get('/assets/missing-Zz99Yy88.js');
    expect(res.status).toBe(404);
  });

  it('compresses large replies when the browser accepts it', async () => {
    const res = await http().get('/api/docs').set('accept-encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  describe('precompressed build files', () => {
    it('sends the .br file the build wrote to a browser that accepts brotli, immutable and varying by Accept-Encoding', async () => {
      const res = await http().get('/assets/index-Ab12Cd34.js').set('accept-encoding', 'gzip, deflate, br');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-length']).toBe(sizeOf(dist, 'assets/index-Ab12Cd34.js.br'));
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.text).toBe(appJs);
    });

    it('sends the .gz file to a browser that accepts gzip but not brotli', async () => {
      const res = await http().get('/assets/index-Ab12Cd34.js').set('accept-encoding', 'gzip');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-length']).toBe(sizeOf(dist, 'assets/index-Ab12Cd34.js.gz'));
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.text).toBe(appJs);
    });

    it('sends the file as it is to a browser that accepts no compression', async () => {
      const res = await http().get('/assets/index-Ab12Cd34.js').set('accept-encoding', 'identity');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-length']).toBe(String(Buffer.byteLength(appJs)));
      expect(res.text).toBe(appJs);
    });

    it('does not serve the build manifest in dist/.vite', async () => {
      const res = await http().get('/.vite/manifest.json');
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('index-Ab12Cd34');
    });
  });

  describe('index.html: compressed and revalidated', () => {
    for (const path of ['/', '/login']) {
      it(`sends ${path} brotli or gzip as accepted, with no-cache and an ETag`, async () => {
        const br = await http().get(path).set('accept-encoding', 'gzip, br');
        expect(br.status).toBe(200);
        expect(br.headers['content-encoding']).toBe('br');
        expect(br.headers['cache-control']).toBe('no-cache');
        expect(br.headers.etag).toBeTruthy();
        expect(br.headers.vary).toMatch(/accept-encoding/i);
        expect(br.text).toBe(indexHtml);

        const gzip = await http().get(path).set('accept-encoding', 'gzip');
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(gzip.headers['cache-control']).toBe('no-cache');
        expect(gzip.text).toBe(indexHtml);
        // Each encoding is its own representation: a cache must not answer one with the other.
        expect(gzip.headers.etag).not.toBe(br.headers.etag);

        const plain = await http().get(path).set('accept-encoding', 'identity');
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.text).toBe(indexHtml);
      });

      it(`answers 304 without a body when ${path} is revalidated unchanged, and 200 for another ETag`, async () => {
        const first = await http().get(path).set('accept-encoding', 'br');
        const again = await http().get(path).set('accept-encoding', 'br').set('if-none-match', first.headers.etag);
        expect(again.status).toBe(304);
        expect(again.text ?? '').toBe('');
        expect(again.headers['cache-control']).toBe('no-cache');

        const stale = await http().get(path).set('accept-encoding', 'br').set('if-none-match', '"an-older-release"');
        expect(stale.status).toBe(200);
        expect(stale.text).toBe(indexHtml);
      });
    }

    it('revalidates other unhashed files too (304 for the ETag they were sent with)', async () => {
      const first = await http().get('/manifest.webmanifest');
      expect(first.headers.etag).toBeTruthy();
      const again = await http().get('/manifest.webmanifest').set('if-none-match', first.headers.etag);
      expect(again.status).toBe(304);
    });
  });
});

/** The notices' markup as web/scripts/prerender-login.mjs writes it beside login.html. */
const NOTICE_MARKUP = {
  slot: '<!--portal:system-info-->',
  list: '<div class="notices"><!--portal:notices--></div>',
  notice: '<div role="alert"><div class="message"><!--portal:notice-text--></div></div>',
};

describe('serving the prerendered /login page (web/scripts/prerender-login.mjs)', () => {
  let t: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  const indexHtml = `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
  const loginHtml = `<!doctype html><html><body><div id="root" inert><!--portal:system-info-->Log In form</div>${'<!-- padding -->'.repeat(100)}</body></html>`;
  writeBuiltFile(dist, 'index.html', indexHtml);
  writeBuiltFile(dist, 'login.html', loginHtml);
  writeFileSync(join(dist, 'login.notices.json'), JSON.stringify(NOTICE_MARKUP));

  beforeAll(async () => {
    t = await startTestApp({ SERVE_WEB: 'true', WEB_DIST: dist, DEV_MAILBOX: 'false' });
  });
  afterAll(() => t.close());

  it('sends login.html for /login (with a query or a trailing slash too), compressed and revalidated', async () => {
    for (const path of ['/login', '/login/', '/login?returnTo=%2Fpolicies']) {
      const res = await request(t.app.getHttpServer()).get(path).set('accept-encoding', 'gzip, br');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toBe(loginHtml);
      const again = await request(t.app.getHttpServer()).get(path).set('accept-encoding', 'gzip, br').set('if-none-match', res.headers.etag);
      expect(again.status).toBe(304);
    }
  });

  it('still sends index.html for every other client route', async () => {
    for (const path of ['/', '/policies', '/login/extra', '/forgot']) {
      const res = await request(t.app.getHttpServer()).get(path);
      expect(res.status).toBe(200);
      expect(res.text).toBe(indexHtml);
    }
  });
});

describe('/login with system info messages published: drawn into the prerendered page', () => {
  let t: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  const loginHtml = `<!doctype html><html><body><div id="root" inert><!--portal:system-info-->Log In form</div>${'<!-- padding -->'.repeat(100)}</body></html>`;
  writeBuiltFile(dist, 'index.html', '<!doctype html><html><body><div id="root"></div></body></html>');
  writeBuiltFile(dist, 'login.html', loginHtml);
  writeFileSync(join(dist, 'login.notices.json'), JSON.stringify(NOTICE_MARKUP));
  const hour = 3600_000;

  beforeAll(async () => {
    t = await startTestApp({ SERVE_WEB: 'true', WEB_DIST: dist, DEV_MAILBOX: 'false' });
    const em = t.app.get(MikroORM).em.fork();
    const now = Date.now();
    const make = (message: string, start: number, end: number | null) =>
      em.create(SystemInfoMessage, { message, start: new Date(start), end: end === null ? null : new Date(end) } as never);
    make('Expired notice', now - 48 * hour, now - 24 * hour);
    make('Open-ended <b>notice</b> & "more"', now - 2 * hour, null);
    make('Maintenance tonight', now - hour, now + hour);
    make('Next week notice', now + 24 * hour, now + 48 * hour);
    await em.flush();
  });
  afterAll(() => t.close());

  const drawn =
    '<div class="notices">' +
    '<div role="alert"><div class="message">Open-ended &lt;b&gt;notice&lt;/b&gt; &amp; &quot;more&quot;</div></div>' +
    '<div role="alert"><div class="message">Maintenance tonight</div></div>' +
    '</div>';

  it('draws the active messages, oldest first and HTML-escaped, where the picture leaves them room', async () => {
    const res = await request(t.app.getHttpServer()).get('/login').set('accept-encoding', 'gzip, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.text).toBe(loginHtml.replace('<!--portal:system-info-->', drawn));
    expect(res.text).not.toContain('Expired notice');
    expect(res.text).not.toContain('Next week notice');
  });

  it('reads the messages once for a burst of /login visits that find them stale together', async () => {
    t.app.get(SpaFallback).configure(dist); // forget the texts read by the tests above
    const reads = jest.spyOn(t.app.get(SystemService), 'loginNoticeTexts');
    try {
      const replies = await Promise.all(Array.from({ length: 8 }, () => request(t.app.getHttpServer()).get('/login').set('accept-encoding', 'gzip')));
      for (const res of replies) expect(res.text).toContain(drawn);
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });

  it('revalidates the page with its notices by its own ETag (304 while they are unchanged), in gzip too', async () => {
    const first = await request(t.app.getHttpServer()).get('/login').set('accept-encoding', 'gzip');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.text).toContain(drawn);
    const again = await request(t.app.getHttpServer()).get('/login').set('accept-encoding', 'gzip').set('if-none-match', first.headers.etag);
    expect(again.status).toBe(304);
    // The build's own login.html (no notices) has another entity tag: a browser holding it gets the notices.
    const stale = await request(t.app.getHttpServer()).get('/login').set('accept-encoding', 'gzip').set('if-none-match', '"built"');
    expect(stale.status).toBe(200);
  });
});
