import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './support/browser';

/** Demo accounts of the seed (api/src/seed/README.md). */
export const CUSTOMER = { username: 'demo@example.com', password: 'Harbor-Light-42' };
export const ADMIN = { username: 'admin@example.com', password: 'Harbor-Admin-42' };
export const LEGACY_USER = { username: 'jalbright', password: 'Harbor-Guest-42' };

/** A new browser context (its own storage) with a page whose errors are collected. */
export async function openContext(
  browser: Browser,
  width = 1280,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { context, page, problems };
}

export const url = (path: string) => `${baseUrl()}${path}`;

/** The path (with query) the page shows now. */
export function pathOf(page: Page): string {
  const u = new URL(page.url());
  return `${u.pathname}${u.search}`;
}

/** Waits until the address is `path` exactly. */
export async function waitForPath(page: Page, path: string, timeout = 15_000): Promise<void> {
  await page.waitForURL((u) => `${u.pathname}${u.search}` === path, { timeout });
}

/** Fills and sends the /login form (the page must show it). */
export async function submitLogin(page: Page, credentials: { username: string; password: string }, remember = false): Promise<void> {
  await page.getByLabel('Email / Username').fill(credentials.username);
  await page.getByLabel(/^Password/).fill(credentials.password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Opens /login and signs in. */
export async function signIn(page: Page, credentials: { username: string; password: string }, remember = false): Promise<void> {
  await page.goto(url('/login'));
  await submitLogin(page, credentials, remember);
}
