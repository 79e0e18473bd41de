#!/usr/bin/env node
/**
 * After `vite build` and prerender-login.mjs: a picture of the signed-in home page at phone
 * width in dist/index.html, so a phone's first paint of `/` (and Lighthouse's FCP/LCP) does not
 * wait for the app's entry, the router, the route's chunks, three API calls and React's render.
 *
 * The built app is opened at `/` in headless Chromium (375 px) with a session in localStorage
 * and an API that answers the three calls the home loader makes with an account that has no
 * policies and no promotion, and whose name is a marker. Its rendered `#root` becomes
 * `<div id="home-picture" inert aria-hidden="true">` before `#root` in index.html, the marker
 * replaced by an empty `<span data-picture-name>`; the stylesheets the page used are inlined (the
 * entry's included, so no stylesheet request blocks the first paint of any page).
 *
 * A small inline script after the picture and `#root` (its hash goes in the API's Content-Security-Policy,
 * api/src/common/web/inline-scripts.ts) keeps the picture only where it is the page about to be
 * shown: the address is `/`, this device has a session (not a login-as tab's) that has not
 * expired, the remembered first name (features/auth/rememberedName.ts), the page starts in
 * English and the viewport is a phone's; it then writes the name into the heading. Otherwise it
 * removes the picture before the first paint: every other page, signed-out visitors, tablets
 * and computers get index.html as before. While the picture is there `#root` is hidden; the app
 * removes the picture when the home page commits (features/shell/homePicture.ts).
 *
 * index.html changed after Workbox listed it, so its revision in dist/sw.js is written again.
 * Without Chromium (CHROMIUM_PATH), index.html is left as Vite wrote it.
 */
/* global document -- page.evaluate / addInitScript run in the browser */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { afterFirstPaint, appendEntryFunction, takeEntryTags, takeVariables } from './entry-loader.mjs';

const DIST = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };
/** The name the picture is drawn with; replaced by the `<span>` the inline script fills. */
const MARKER = 'Zqxpicturename';
/** Phone width: breakpoints.ts MOBILE_QUERY (767 px; the home page renders the tiles alone at or below it). */
const MOBILE_QUERY = '(width <= 47.9375em)';

if (!existsSync(CHROMIUM)) {
  console.warn(`prerender-home: no Chromium at ${CHROMIUM}; index.html has no picture of the home page`);
  process.exit(0);
}
const { chromium } = await import('playwright-core');

const indexPath = join(DIST, 'index.html');
const indexHtml = readFileSync(indexPath, 'utf8');
if (indexHtml.includes('id="home-picture"')) throw new Error('dist/index.html already has the home picture (run vite build first)');

const ok = (result) => JSON.stringify({ success: true, result });
const API = {
  '/api/profile': ok({
    id: 'picture',
    email: 'picture@example.invalid',
    username: 'picture@example.invalid',
    name: `${MARKER} Picture`,
    phoneNumber: null,
    policies: [],
    isAdmin: false,
    emailConfirmed: true,
    isDelivery: false,
    isDeliveryViaEmail: false,
    isDeliveryViaText: false,
    isClaimDeliveryViaEmail: false,
    isClaimDeliveryViaText: false,
    additionalEDeliveryEmailRecipients: [],
    additionalEDeliverySMSRecipients: [],
    isDeliveryTester: false,
    dontShowAdvertisement: true,
    dontShowEDelivery: true,
  }),
  '/api/profile/home': ok({
    advertisement: null,
    showPaperlessPrompt: false,
    electronicAlertsEnabled: false,
    customerServicePhone: '',
    customerServiceFax: '',
    mailingAddress: '',
    streetAddress: '',
  }),
  '/api/policy': ok([]),
};

const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  if (path.startsWith('/api/')) {
    const body = API[path];
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(body ?? '{}');
    return;
  }
  const file = normalize(join(DIST, path));
  if (file.startsWith(DIST) && extname(file) && existsSync(file) && !file.endsWith('sw.js')) {
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
    return;
  }
  if (file.endsWith('sw.js')) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html' }).end(indexHtml);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;

/** A token the app can decode (no admin claim, far from expiry); nothing checks its signature here. */
const b64 = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
const far = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
const session = {
  token: `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: 'picture@example.invalid', unique_name: 'picture@example.invalid', exp: Math.floor(Date.parse(far) / 1000) })}.x`,
  refreshToken: 'picture',
  expiresAt: far,
  refreshExpiresAt: far,
  tokenDate: new Date().toISOString(),
  clockOffsetMs: 0,
  username: 'picture@example.invalid',
};

/**
 * The app's entry and its module preloads, which index.html names in its head (Vite's tags); the
 * picture's script adds them instead (entry-loader.mjs), after the picture's first paint when the
 * picture is shown, otherwise at once: a module script that is already fetched runs before the
 * browser's first paint, which would hold the picture back until the entry and its imports have
 * run (Lighthouse measured that first paint at 2.7 s instead of 0.9 s in two runs of three), and
 * modules requested while the HTML parses count towards the first paint in Lighthouse's simulation.
 */
const entryTags = takeEntryTags(indexHtml);

/**
 * Keeps the picture where it is the page about to show, else removes it; fills in the name;
 * starts the app. With the picture shown the page is the home page, so the modules its route
 * loads (HOME_CHUNKS: those the page below fetched beyond the entry's) are preloaded with the
 * entry's: they download beside the entry instead of after the router asks for them, and the
 * router's first load (one task) no longer adds their preload links itself.
 */
const pictureScriptWith = (homeChunks) =>
  (
    `(function(){var p=document.getElementById('home-picture'),n=null;try{var l=localStorage,` +
    `s=JSON.parse(l.getItem('portal.session')||'null');` +
    `if(location.pathname==='/'&&s&&Date.parse(s.refreshExpiresAt)>Date.now()&&!sessionStorage.getItem('portal.tabSession')` +
    `&&(l.getItem('portal.language')||navigator.language||'en').toLowerCase().indexOf('es')!==0` +
    `&&matchMedia('${MOBILE_QUERY}').matches)n=l.getItem('portal.firstName')}catch(e){}` +
    `var t=p&&p.querySelector('[data-picture-name]'),go=${appendEntryFunction(entryTags)},home=function(){go(HOME_CHUNKS)};` +
    `if(n&&t){t.textContent=n;${afterFirstPaint('home')}}else{if(p)p.remove();go()}})()`
  ).replace('HOME_CHUNKS', () => JSON.stringify(homeChunks));

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
try {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'en-US', serviceWorkers: 'block' });
  await context.addInitScript((value) => {
    localStorage.setItem('portal.session', value);
    localStorage.setItem('portal.language', 'en');
  }, JSON.stringify(session));
  const page = await context.newPage();
  const scripts = new Set();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.add(pathname);
  });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page
    .getByRole('heading', { level: 1, name: `Welcome, ${MARKER}` })
    .waitFor({ timeout: 30_000 })
    .catch(async (error) => {
      throw new Error(`no welcome at ${page.url()}: ${(await page.locator('body').innerText()).slice(0, 300)} (${errors.join('; ')})`, { cause: error });
    });
  await page.getByTestId('home-tiles').waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  if (errors.length) throw new Error(`the page failed: ${errors.join('; ')}`);
  const homeChunks = [...scripts].filter((file) => file !== entryTags.entry && !entryTags.preloads.includes(file));
  const pictureScript = pictureScriptWith(homeChunks);
  const snapshot = await page.evaluate(() => {
    const head = [...document.head.querySelectorAll('link[rel="stylesheet"], style')].map((el) => ({
      href: el.getAttribute('href'),
      html: el.outerHTML,
    }));
    return { head, root: document.getElementById('root').innerHTML };
  });
  const markers = snapshot.root.split(MARKER).length - 1;
  if (markers !== 1) throw new Error(`the page shows the name ${markers} times; the picture expects it once, in the welcome`);
  // The stylesheets the page used, in the page's order: index.html's own link included.
  const styles = snapshot.head
    .filter(({ href, html }) => (href ? href.replace(base, '').startsWith('/assets/') : !indexHtml.includes(html)))
    .map(({ href, html }) => {
      if (!href) return html;
      const path = href.replace(base, '');
      const css = readFileSync(join(DIST, path), 'utf8').replace(/<\/style/gi, '<\\/style');
      return `<style data-href="${path}">${css}</style>`;
    });
  const inlined = snapshot.head.filter(({ href }) => href && href.replace(base, '').startsWith('/assets/')).map(({ href }) => href.replace(base, ''));
  // Mantine's CSS variables go to the head (see prerender-login.mjs): the app does not render them again.
  const { rest: pictureRoot, variables } = takeVariables(snapshot.root);
  const picture = pictureRoot
    .replace(MARKER, '<span data-picture-name></span>')
    // Ids must stay unique once the app renders the same page beside the picture.
    .replace(/\sid="[^"]*"/g, '')
    .replace(/\s(aria-labelledby|aria-describedby|aria-controls|for|data-testid)="[^"]*"/g, '');
  // index.html's own stylesheet links (the entry's CSS) become the inline copies; a disabled
  // <link> stays for each inlined file so Vite's chunk loader does not add it again (see
  // prerender-login.mjs).
  let html = entryTags.html.replace(/\s*<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>/g, '');
  html = html.replace('</head>', `    ${[...styles, variables].join('\n    ')}\n    <style>#home-picture~#root{display:none}</style>\n  </head>`);
  html = html.replace(
    '<div id="root"></div>',
    `<div id="home-picture" inert aria-hidden="true">${picture}</div><div id="root"></div><script>${pictureScript}</script>`,
  );
  html = html.replace('</body>', `${inlined.map((href) => `<link rel="stylesheet" href="${href}" disabled>`).join('')}\n  </body>`);
  if (!html.includes('id="home-picture"')) throw new Error('index.html has no empty <div id="root"></div> to put the picture before');
  writeFileSync(indexPath, html);
  writeFileSync(`${indexPath}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${indexPath}.gz`, gzipSync(html, { level: 9 }));
  // Workbox's precache names index.html by the MD5 of what it listed: the new bytes, the new revision.
  const swPath = join(DIST, 'sw.js');
  if (existsSync(swPath)) {
    const sw = readFileSync(swPath, 'utf8');
    const revision = createHash('md5').update(html).digest('hex');
    const updated = sw.replace(/(\{\s*url:\s*"index\.html",\s*revision:\s*")[0-9a-f]+(")/, `$1${revision}$2`);
    if (updated === sw) throw new Error('dist/sw.js does not list index.html with a revision');
    writeFileSync(swPath, updated);
    writeFileSync(`${swPath}.br`, brotliCompressSync(updated, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${swPath}.gz`, gzipSync(updated, { level: 9 }));
  }
  const scriptHash = createHash('sha256').update(pictureScript).digest('base64');
  console.log(`prerender-home: dist/index.html (${html.length} bytes, ${styles.length} styles inline), script sha256-${scriptHash}`);
} finally {
  await browser.close();
  server.close();
}
