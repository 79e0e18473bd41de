import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';
import { ARTIFACTS_DIR } from './paths';

export { baseUrl } from './paths';

export const SCREENSHOTS_DIR = join(ARTIFACTS_DIR, 'screenshots');

/** Headless Debian Chromium (CHROMIUM_PATH overrides /usr/bin/chromium). */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  // The app registers a service worker (issue 16). Journeys block it unless they ask for it
  // (`serviceWorkers: 'allow'`, as id-cards-offline.spec.ts does): page.route cannot see
  // requests a worker answers, and each journey should start from the network as a first visit.
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
  browser.newPage = (options = {}) => newPage({ serviceWorkers: 'block', ...options });
  return browser;
}

/** Saves a full-page PNG as test-artifacts/screenshots/<name>.png and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const path = join(SCREENSHOTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
