#!/usr/bin/env node
/**
 * CLS of the signed-in home page, outside Lighthouse: the sum of the `layout-shift` entries
 * without recent input (PerformanceObserver), per viewport width (375 and 1280 px), median of
 * RUNS loads (default 3) with a fresh context on the demo customer's session. Each shift's
 * sources are printed with VERBOSE=1.
 *
 * Against a running production server (`npm run build`, then api/dist/main.js with
 * NODE_ENV=production): BASE=http://127.0.0.1:PORT node scripts/home-cls.mjs
 * THROTTLE=4 slows the CPU like Lighthouse's mobile preset; API_DELAY=1500 holds every API
 * reply that long, so the home route's loader outlasts the router's pendingMs (1 s) and the
 * pending page is shown, as on a slow phone or a busy server. Not part of `npm test`.
 */
/* global window, document -- the evaluated functions run in the page */
import { chromium } from 'playwright-core';

const base = (process.env.BASE || 'http://127.0.0.1:4517').replace(/\/$/, '');
const runs = Number(process.env.RUNS || 3);
const throttle = Number(process.env.THROTTLE || 1);
const delay = Number(process.env.API_DELAY || 0);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const signIn = await browser.newContext();
  const loginPage = await signIn.newPage();
  await loginPage.goto(`${base}/login`);
  await loginPage.getByLabel('Email / Username').fill('demo@example.com');
  await loginPage.getByLabel(/^Password/).fill('Harbor-Light-42');
  await loginPage.getByRole('button', { name: 'Log In' }).click();
  await loginPage.waitForURL((url) => url.pathname === '/', { timeout: 60_000 });
  await loginPage.waitForLoadState('networkidle');
  const storageState = await signIn.storageState();
  await signIn.close();

  for (const width of [375, 1280]) {
    const values = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ storageState, viewport: { width, height: width === 375 ? 812 : 800 } });
      const page = await context.newPage();
      if (throttle > 1) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      }
      if (delay) {
        await page.route('**/api/**', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, delay));
          await route.continue();
        });
      }
      await page.addInitScript(() => {
        window.__cls = 0;
        window.__shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (entry.hadRecentInput) continue;
            window.__cls += entry.value;
            window.__shifts.push({
              at: Math.round(entry.startTime),
              value: Number(entry.value.toFixed(4)),
              sources: entry.sources.map(
                (s) => `${s.node?.nodeName}.${s.node?.className || ''} ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`,
              ),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${base}/`);
      await page.locator('main h1').first().waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      const result = await page.evaluate(() => ({ cls: window.__cls, shifts: window.__shifts, heading: document.querySelector('main h1')?.textContent }));
      values.push(result.cls);
      console.log(`${width} px run ${i + 1}: CLS ${result.cls.toFixed(4)} (heading "${result.heading}")`);
      if (process.env.VERBOSE) console.log(JSON.stringify(result.shifts, null, 2));
      await context.close();
    }
    console.log(`${width} px: median CLS ${median(values).toFixed(4)} (${values.map((v) => v.toFixed(4)).join(', ')})`);
  }
} finally {
  await browser.close();
}
