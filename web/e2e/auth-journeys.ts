import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authenticator } from 'otplib';
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

/**
 * Waits until a first load of /login is operable: login.html arrives as an inert, prerendered
 * picture of the page (web/src/loginMain.tsx), and React's first render replaces it, so text typed
 * into the picture before then is lost. In the app's own /login route this returns at once.
 */
export async function waitForOperable(page: Page): Promise<void> {
  await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached', timeout: 15_000 });
}

/** Fills and sends the /login form (the page must show it). */
export async function submitLogin(page: Page, credentials: { username: string; password: string }, remember = false): Promise<void> {
  await waitForOperable(page);
  await page.getByLabel('Email / Username').fill(credentials.username);
  await page.getByLabel(/^Password/).fill(credentials.password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Log In' }).click();
  // The demo admin has an authenticator app (issue 17): type its current code.
  if (credentials.username === ADMIN.username) {
    await page.getByRole('textbox', { name: /^Authentication code/ }).waitFor({ timeout: 15_000 });
    await page.getByRole('textbox', { name: /^Authentication code/ }).fill(await freshAdminCode());
    await page.getByRole('button', { name: 'Verify' }).click();
  }
}

/** The demo admin's authenticator-app secret (api/src/seed/demo-plan.ts DEMO_ADMIN_TOTP_SECRET, README "Demo accounts"). */
export const ADMIN_TOTP_SECRET = 'HARBORADMINDEMOTOTPSECRETKEY2345';
const STEP_FILE = join(tmpdir(), `portal-e2e-admin-totp-step-${process.env.E2E_PORT ?? 'default'}`);

/**
 * A code of the demo admin's app that the server has not accepted yet: a code works once per
 * 30-second step, and journeys sign the admin in often, so a step already used (recorded in a
 * file all journeys share) is waited out.
 */
export async function freshAdminCode(): Promise<string> {
  const used = existsSync(STEP_FILE) ? Number(readFileSync(STEP_FILE, 'utf8')) : 0;
  let step = Math.floor(Date.now() / 30_000);
  if (step <= used) {
    await new Promise((resolve) => setTimeout(resolve, (used + 1) * 30_000 - Date.now() + 200));
    step = Math.floor(Date.now() / 30_000);
  }
  writeFileSync(STEP_FILE, String(step));
  return authenticator.clone({ epoch: step * 30_000 + 1_000 }).generate(ADMIN_TOTP_SECRET);
}

/** The admin's access token through the API (password, then the app code). */
export async function adminToken(address = '203.0.113.151'): Promise<string> {
  const post = (path: string, body: object) =>
    fetch(`${baseUrl()}/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify(body),
    });
  const step = ((await (await post('/account/login', { username: ADMIN.username, password: ADMIN.password })).json()) as { result: { challengeToken: string } })
    .result;
  const session = await post('/account/login/secondfactor', { challengeToken: step.challengeToken, code: await freshAdminCode() });
  return ((await session.json()) as { result: { token: string } }).result.token;
}

const adminTokens = new Map<string, { token: string; at: number }>();

/**
 * The admin's access token for a journey's API set-up and clean-up, signed in once per address
 * and reused for five minutes (well inside the access token's life): each sign-in needs a fresh
 * app code, which can mean waiting out a 30-second step.
 */
export async function sharedAdminToken(address = '203.0.113.161'): Promise<string> {
  const kept = adminTokens.get(address);
  if (kept && Date.now() - kept.at < 5 * 60_000) return kept.token;
  const token = await adminToken(address);
  adminTokens.set(address, { token, at: Date.now() });
  return token;
}

/** Opens /login and signs in. */
export async function signIn(page: Page, credentials: { username: string; password: string }, remember = false): Promise<void> {
  await page.goto(url('/login'));
  await submitLogin(page, credentials, remember);
}
