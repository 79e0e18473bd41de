import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { ADMIN, CUSTOMER, openContext, sharedAdminToken, signIn, url, waitForPath } from './auth-journeys';
import { expectAccessible } from './support/accessibility';
import { baseUrl, launchBrowser, saveScreenshot } from './support/browser';
import { REPO_ROOT } from './support/paths';

/**
 * The back office's user import (doc 4 §2 /admin/import, issue 15): upload the sample CSV
 * (docs/samples/users-import.csv), watch the status counts (polled every 3 seconds) reach done.
 * The sample's three members and policies (HOM2001201-203, no account in the demo book) belong
 * to this journey alone; their accounts are deleted before and after each run, so the desktop
 * and the 375 px runs, and a rerun on the same server, each create all three.
 */

const SAMPLE = join(REPO_ROOT, 'docs', 'samples', 'users-import.csv');
const SAMPLE_EMAILS = ['dana.fox@import.example.com', 'omar.haddad@import.example.com', 'lena.novak@import.example.com'];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function adminApi<T>(path: string, body?: object): Promise<T> {
  const token = await sharedAdminToken();
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  return ((await res.json()) as { result: T }).result;
}

/** Deletes the sample's accounts (their policies go back to having none). */
async function deleteSampleAccounts(): Promise<void> {
  for (const email of SAMPLE_EMAILS) {
    const found = await adminApi<{ items: { id: string; email: string }[] }>('/admin/search', { criteria: email });
    for (const m of found.items.filter((i) => i.email === email)) await adminApi('/admin/deleteuser', { userId: m.id });
  }
}

describe('Back office: user import', () => {
  beforeEach(deleteSampleAccounts);
  afterEach(deleteSampleAccounts);

  it.each([1280, 375])('imports the sample CSV from /admin/import and the status counts reach done (%i px)', async (width) => {
    const { context, page, problems } = await openContext(browser, width, {
      extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${width === 375 ? 162 : 163}` },
    });
    try {
      await signIn(page, ADMIN);
      await waitForPath(page, '/admin');
      // Linked from the Data section.
      await page.getByRole('tab', { name: 'Data' }).click();
      await page.getByRole('link', { name: 'Import users' }).click();
      await waitForPath(page, '/admin/import');
      await page.getByRole('heading', { name: 'User Import', level: 1 }).waitFor();
      await expectAccessible(page, `user import (${width} px)`);

      const importButton = page.getByRole('button', { name: 'Import Users' });
      expect(await importButton.isDisabled()).toBe(true);
      await page.locator('input[type="file"]').setInputFiles(SAMPLE);
      await importButton.click();

      const status = page.getByTestId('import-status');
      await status.waitFor();
      await page.getByTestId('import-state').filter({ hasText: 'Done' }).waitFor({ timeout: 60_000 });
      expect(await status.getByTestId('count-succeeded').textContent()).toBe('3');
      expect(await status.getByTestId('count-failed').textContent()).toBe('0');
      expect(await status.getByTestId('count-total').textContent()).toBe('3');
      expect(await status.getByTestId('count-enqueued').textContent()).toBe('0');
      await status.getByText('Import finished: 3 accounts created, 0 rows refused.').waitFor();
      // The recent runs list the finished run.
      await page.getByRole('table', { name: 'Recent imports' }).getByRole('cell', { name: 'users-import.csv' }).first().waitFor();
      await expectAccessible(page, `user import done (${width} px)`);
      await saveScreenshot(page, `admin-import-done-${width}`);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sends a customer who opens /admin/import to /unauthorized', async () => {
    const { context, page } = await openContext(browser, 1280, { extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.164' } });
    try {
      await signIn(page, CUSTOMER);
      await waitForPath(page, '/');
      await page.goto(url('/admin/import'));
      await waitForPath(page, '/unauthorized');
      // What the customer sees: the refusal and a way on, and none of the import screen.
      await page.getByRole('heading', { level: 1, name: 'Unauthorized' }).waitFor();
      expect(await page.getByText('You do not have permission to open this page.').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
      expect(await page.getByRole('navigation', { name: 'Customer menu' }).getByRole('link', { name: 'Policies' }).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: /import/i }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
