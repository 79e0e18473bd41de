import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { ADMIN, CUSTOMER, openContext, signIn, url, waitForPath } from './auth-journeys';
import { expectAccessible } from './support/accessibility';
import { launchBrowser, saveScreenshot } from './support/browser';
import { mailText } from './support/mailbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Staff stand in for the claims system from /admin (issue 16): on Emily Carter's open claim
 * 1005120 (hail damage; no other journey reads it) the administrator asks for a document; the
 * customer sees it on /claims/1005120's timeline and checklist, and its email is in the dev
 * mailbox; the customer sends it, and staff download it from the claim's files. Each run asks
 * for an item (and sends a file) of its own name, so reruns on one database do not collide.
 */
describe('Claim events from the back office', () => {
  it('staff add "documents requested" at 375 px; the customer sees it on desktop, gets the email and sends the file; staff download it', async () => {
    const label = `Roofer invoice ${randomBytes(3).toString('hex')}`;
    const fileName = `${label.replace(/ /g, '-').toLowerCase()}.pdf`;
    const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(randomBytes(512).toString('hex')), Buffer.from('\n%%EOF\n')]);
    // The staff session stays open while the customer answers (a second admin sign-in may wait out the app code's 30 s).
    const staff = await openContext(browser, 375, { extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.171' } });
    try {
      const { page, problems } = staff;
      await signIn(page, ADMIN);
      await waitForPath(page, '/admin');
      await page.getByRole('tab', { name: 'Claims' }).click();
      await page.getByRole('heading', { level: 2, name: 'Claims' }).waitFor();
      await page.getByLabel('Claim number').fill('1999999');
      await page.getByRole('button', { name: 'Find claim' }).click();
      await page.getByText('No claim has the number 1999999.').waitFor();
      await page.getByLabel('Claim number').fill('1005120');
      await page.getByRole('button', { name: 'Find claim' }).click();
      await page.getByTestId('admin-claim-timeline').getByText('Adjuster assigned: Denise Park').waitFor();

      // The form's own check first: a request names at least one item.
      await page.getByRole('button', { name: 'Add event' }).click();
      await page.getByText('Enter at least one item, one a line.').waitFor();
      await page.getByLabel('Requested items (one a line)').fill(label);
      await page.getByLabel('Note').fill('The invoice for the roof tarp, please.');
      await page.getByRole('button', { name: 'Add event' }).click();
      await page.getByRole('status').filter({ hasText: 'Added: Your adjuster asked for documents.' }).waitFor();
      await page.getByTestId('admin-claim-timeline').getByText(`Asked for: ${label}`).waitFor();
      await expectAccessible(page, '/admin?section=claims (375 px)');
      await saveScreenshot(page, 'admin-claim-events-375');
      expect(problems).toEqual([]);

      await customerAnswers(label, fileName, content);

      // Staff find the claim again: the file is listed for its item and downloads as the customer sent it.
      await page.getByRole('button', { name: 'Find claim' }).click();
      const file = page.getByTestId('admin-claim-file').filter({ hasText: fileName });
      await file.filter({ hasText: `for ${label}` }).waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), file.getByRole('button', { name: `Download ${fileName}` }).click()]);
      expect(download.suggestedFilename()).toBe(fileName);
      const saved = await download.path();
      expect(saved && Buffer.compare(readFileSync(saved), content)).toBe(0);
      await expectAccessible(page, '/admin?section=claims with files (375 px)');
      expect(problems).toEqual([]);
    } finally {
      await staff.context.close();
    }
  });
});

/** The customer, on desktop: sees the request on the claim and in the mail, and sends the file for it (the item is ticked). */
async function customerAnswers(label: string, fileName: string, content: Buffer): Promise<void> {
  const customer = await openContext(browser, 1280);
  try {
    const { page, problems } = customer;
    await signIn(page, CUSTOMER);
    await waitForPath(page, '/');
    await page.goto(url('/claims/1005120'));
    await page.getByRole('heading', { level: 1, name: 'Claim 1005120' }).waitFor();
    await page.getByTestId('claim-timeline').getByText(`Asked for: ${label}`).waitFor();
    const item = page.getByTestId('checklist-item').filter({ hasText: label });
    expect(await item.getAttribute('data-received')).toBe('false');
    await saveScreenshot(page, 'admin-claim-events-customer-1280');

    const mail = await mailText(page, 'demo@example.com', label);
    expect(mail).toContain('Claim 1005120: Your adjuster asked for documents');

    await item.getByRole('button', { name: `Upload ${label}` }).click();
    await page.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: content });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Your document was added to the claim.' }).waitFor();
    await page.waitForFunction(
      (l) =>
        [...document.querySelectorAll('[data-testid="checklist-item"]')].some((e) => e.textContent?.includes(l) && e.getAttribute('data-received') === 'true'),
      label,
    );
    expect(problems).toEqual([]);
  } finally {
    await customer.context.close();
  }
}
