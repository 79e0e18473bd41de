#!/usr/bin/env node
/**
 * After `vite build`: dist/login.html, the /login page as the built app draws it, so a phone's
 * first paint (and Lighthouse's FCP/LCP) does not wait for the JS to download, run and render.
 *
 * login.html starts the login entry (src/loginMain.tsx: the login page in the shell, without
 * the router or any other screen) instead of the app's: index.html with Vite's script, module
 * preloads and stylesheets replaced by the login entry's (its static imports, from
 * dist/.vite/manifest.json). That page is opened at /login in headless Chromium (playwright-core,
 * Debian's chromium, 375 px, signed out, no API but the system info messages), and login.html gets
 * - the page's title,
 * - the `<style>` elements the page added to the head (Mantine's CSS variables),
 * - the entry's script and module preloads moved into an inline script that adds them after the
 *   picture's first paint (entry-loader.mjs),
 * - the rendered `#root` content, marked `inert` and `aria-hidden`: a picture of the page, not
 *   the page. Nothing in it can be clicked, focused or submitted (a native submit of the form
 *   would put the password in the address), and tests and assistive technology wait for the
 *   real form. loginMain.tsx renders over it in one commit and lifts `inert`.
 * The page is drawn with one system info message whose text is a marker; its notice list leaves
 * the picture (a `<!--portal:system-info-->` comment in its place) and its markup goes to
 * dist/login.notices.json, from which the API draws the active messages into the page it sends
 * (api/src/common/web/spa-fallback.ts): the notice is the page's largest text, painted with the
 * HTML instead of after the JS.
 * Links and the navigation after sign-in load their page from the server (features/shell/appLink.tsx),
 * where index.html starts the whole app.
 * The API serves login.html for /login (api/src/common/web/spa-fallback.ts) and index.html for
 * every other client route. Without Chromium (CHROMIUM_PATH), no login.html is written and
 * /login gets index.html as before.
 */
/* global document -- page.evaluate runs in the browser */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { entryLoaderScript, takeEntryTags, takeVariables } from './entry-loader.mjs';

const DIST = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };

if (!existsSync(CHROMIUM)) {
  console.warn(`prerender-login: no Chromium at ${CHROMIUM}; /login is served index.html (no prerendered page)`);
  process.exit(0);
}
const { chromium } = await import('playwright-core');

const indexHtml = readFileSync(join(DIST, 'index.html'), 'utf8');

/** index.html with the login entry's script, module preloads and stylesheets instead of the app's. */
function loginShell() {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('loginMain.tsx'));
  if (!entryKey) throw new Error('the manifest has no src/loginMain.tsx entry (vite.config.ts build.rolldownOptions.input)');
  const js = [];
  const css = [];
  const seen = new Set();
  // Depth first, imports before the importer: the order Vite gives an HTML entry's stylesheets.
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
    js.push(manifest[key].file);
    for (const file of manifest[key].css ?? []) if (!css.includes(file)) css.push(file);
  };
  visit(entryKey);
  const entryFile = manifest[entryKey].file;
  const tags = [
    `<script type="module" crossorigin src="/${entryFile}"></script>`,
    ...js.filter((file) => file !== entryFile).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];
  const viteTags =
    /\s*<(script type="module"[^>]*src="\/assets\/[^"]+"[^>]*><\/script|link rel="(modulepreload|stylesheet)"[^>]*href="\/assets\/[^"]+"[^>]*)>/g;
  const stripped = indexHtml.replace(viteTags, '');
  if (stripped.includes('/assets/')) throw new Error('index.html has an /assets/ reference this script does not know');
  return stripped.replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
}
const shellHtml = loginShell();

/** The text of the system info message the page is drawn with, replaced by the API's own messages. */
const NOTICE_MARKER = 'PORTAL-NOTICE-TEXT';
/** Where the notices go in login.html, and in the list (api/src/common/web/spa-fallback.ts reads these). */
const SLOT = 'portal:system-info';
const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  if (path === '/api/systeminfo') {
    // One active message whose text is a marker: the notices' markup for the API (see below).
    const message = { message: NOTICE_MARKER, start: '2000-01-01T00:00:00.000Z', end: null, isActive: true };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true, result: [message], errors: [] }));
    return;
  }
  if (path.startsWith('/api/')) {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
    return;
  }
  const file = normalize(join(DIST, path));
  if (file.startsWith(DIST) && extname(file) && existsSync(file)) {
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html' }).end(path === '/login' ? shellHtml : indexHtml);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
try {
  const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'Log In' }).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  if (errors.length) throw new Error(`the page failed: ${errors.join('; ')}`);
  await page.getByTestId('system-info').waitFor({ timeout: 30_000 });
  const snapshot = await page.evaluate(
    ({ marker, slot }) => {
      const head = [...document.head.querySelectorAll('link[rel="stylesheet"], link[rel="modulepreload"], style')].map((el) => ({
        href: el.getAttribute('href'),
        html: el.outerHTML,
      }));
      // The notices' markup: the list, emptied, and its one notice with the marker's text; the
      // list itself leaves the picture, a comment in its place.
      const list = document.querySelector('[data-testid="system-info"]');
      const notice = list.firstElementChild.outerHTML;
      const empty = list.cloneNode(false);
      empty.append(document.createComment('portal:notices'));
      const listHtml = empty.outerHTML;
      list.replaceWith(document.createComment(slot));
      return {
        title: document.title,
        head,
        root: document.getElementById('root').innerHTML,
        notices: { list: listHtml, notice: notice.replace(marker, '<!--portal:notice-text-->') },
      };
    },
    { marker: NOTICE_MARKER, slot: SLOT },
  );
  if (snapshot.root.includes(NOTICE_MARKER) || !snapshot.notices.notice.includes('<!--portal:notice-text-->')) {
    throw new Error('the system info notice does not show its message once, as text of its own');
  }
  // The shell keeps its own links; add only what the page added (links made site-relative).
  const added = snapshot.head
    .filter(({ href }) => !href || !shellHtml.includes(`href="${href.replace(base, '')}"`))
    .map(({ html }) => html.replaceAll(base, ''));
  const escapeTitle = snapshot.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  // Mantine's CSS variables go to the head: the page's MantineProvider does not render them again
  // (src/theme.ts, mantineVariablesInPage), so they must outlast the picture React replaces.
  const { rest: root, variables } = takeVariables(snapshot.root);
  let html = shellHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeTitle}</title>`)
    .replace('</head>', `    ${[...added, variables].join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" inert aria-hidden="true" data-prerendered="/login">${root}</div>`);
  // The page's stylesheets (about 11 kB compressed) inline, so the first paint needs no request
  // after the HTML. A disabled <link> (never fetched) stays for each of them: Vite's chunk loader
  // looks for link[href][rel=stylesheet] before adding a chunk's CSS, and a later chunk that
  // shares one (the entry's included) would otherwise add it again at the end of the head, where
  // it overrides the component styles after it (the Anchor underline, payments.spec's axe check).
  const inlined = [];
  html = html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (_tag, href) => {
    inlined.push(href);
    const css = readFileSync(join(DIST, href), 'utf8').replace(/<\/style/gi, '<\\/style');
    return `<style data-href="${href}">${css}</style>`;
  });
  html = html.replace('</body>', `${inlined.map((href) => `<link rel="stylesheet" href="${href}" disabled>`).join('')}\n  </body>`);
  // The entry and its module preloads start after the picture's first paint (entry-loader.mjs).
  const tags = takeEntryTags(html);
  html = tags.html.replace('</body>', `<script>${entryLoaderScript(tags)}</script>\n  </body>`);
  if (html === shellHtml || !html.includes('data-prerendered')) throw new Error('index.html has no empty <div id="root"></div> to fill');
  writeFileSync(join(DIST, 'login.html'), html);
  // Ids must stay unique with several notices, and beside the page React renders; tests find
  // the notices React renders, not the picture's.
  const withoutIds = (markup) => markup.replace(/\s(id|aria-labelledby|aria-describedby|data-testid)="[^"]*"/g, '');
  const notices = { slot: `<!--${SLOT}-->`, list: withoutIds(snapshot.notices.list), notice: withoutIds(snapshot.notices.notice) };
  writeFileSync(join(DIST, 'login.notices.json'), JSON.stringify(notices));
  writeFileSync(join(DIST, 'login.html.br'), brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(join(DIST, 'login.html.gz'), gzipSync(html, { level: 9 }));
  console.log(`prerender-login: dist/login.html (${html.length} bytes, ${added.length} head tags added)`);
} finally {
  await browser.close();
  server.close();
}
