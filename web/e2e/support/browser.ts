import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';
import { ARTIFACTS_DIR } from './paths';

export { baseUrl } from './paths';

export const SCREENSHOTS_DIR = join(ARTIFACTS_DIR, 'screenshots');

/** Headless Debian Chromium (CHROMIUM_PATH overrides /usr/bin/chromium). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
}

/** Saves a full-page PNG as test-artifacts/screenshots/<name>.png and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const path = join(SCREENSHOTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
