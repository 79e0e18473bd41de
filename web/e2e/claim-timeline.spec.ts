import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { CUSTOMER, openContext, signIn, url, waitForPath } from './auth-journeys';
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

/** A small PDF of its own content (each run a new file, so it is never a duplicate on the claim). */
const pdf = (): Buffer => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(randomBytes(512).toString('hex')), Buffer.from('\n%%EOF\n')]);

/**
 * Following a claim (issue 16): Emily Carter's claim 1004977, whose adjuster asked for a repair
 * estimate and photos. The desktop run sends the estimate; the phone run (same database) the
 * photos, as the estimate is then received.
 */
describe('Claim timeline', () => {
  for (const [width, label, fileName] of [
    [1280, 'Repair estimate', 'repair-estimate.pdf'],
    [375, 'Photos of the damage', 'damage-photos.pdf'],
  ] as const) {
    it(`follows a claim, uploads what the adjuster asked for, sees it ticked and emailed (${width} px)`, async () => {
      const { context, page, problems } = await openContext(browser, width);
      try {
        await signIn(page, CUSTOMER);
        await waitForPath(page, '/');
        await page.goto(url('/claims'));
        await page.getByRole('heading', { level: 1, name: 'Claims' }).waitFor();
        await page.getByRole('link', { name: 'Claim 1004977' }).click();
        await waitForPath(page, '/claims/1004977');
        await page.getByRole('heading', { level: 1, name: 'Claim 1004977' }).waitFor();

        // The timeline, the adjuster and the outstanding item.
        const timeline = page.getByTestId('claim-timeline');
        await timeline.getByText('Your adjuster asked for documents').waitFor();
        expect(await timeline.getByText('Adjuster assigned: Alicia Moreno').count()).toBe(1);
        expect(await page.getByTestId('claim-adjuster').innerText()).toContain('alicia.moreno@harbormutual.example.com');
        const item = page.getByTestId('checklist-item').filter({ hasText: label });
        expect(await item.getAttribute('data-received')).toBe('false');
        await expectAccessible(page, `/claims/1004977 (${width} px)`);
        await saveScreenshot(page, `claim-timeline-${width}`);

        // The type check before sending.
        await item.getByRole('button', { name: `Upload ${label}` }).click();
        const chooser = page.locator('input[type="file"]');
        await chooser.setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
        await page.getByRole('button', { name: 'Upload', exact: true }).click();
        await page.getByRole('alert').filter({ hasText: 'setup.exe: This type of file is not accepted.' }).waitFor();

        // Send the requested document: the item is ticked, the file listed, the total shown.
        await chooser.setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf() });
        await page.getByRole('button', { name: 'Upload', exact: true }).click();
        await page.getByRole('status').filter({ hasText: 'Your document was added to the claim.' }).waitFor();
        await page.waitForFunction(
          (l) =>
            [...document.querySelectorAll('[data-testid="checklist-item"]')].some(
              (e) => e.textContent?.includes(l) && e.getAttribute('data-received') === 'true',
            ),
          label,
        );
        expect(await page.getByTestId('claim-file').filter({ hasText: fileName }).count()).toBe(1);
        expect(await page.getByTestId('claim-files-total').innerText()).toMatch(/KB of 100\.0 MB used/);
        await timeline.getByText('Documents received').first().waitFor();
        await expectAccessible(page, `/claims/1004977 after the upload (${width} px)`);

        // The email of the new event in the dev mailbox.
        const mail = await mailText(page, 'demo@example.com', fileName);
        expect(mail).toContain('Claim 1004977: Documents received');
        expect(mail).toContain(`For: ${label}`);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('a closed claim shows its payment and takes no documents', async () => {
    const { context, page, problems } = await openContext(browser, 375);
    try {
      await signIn(page, CUSTOMER);
      await waitForPath(page, '/');
      await page.goto(url('/claims/1004582'));
      await page.getByRole('heading', { level: 1, name: 'Claim 1004582' }).waitFor();
      await page.getByText('Payment issued: $2,346.15').waitFor();
      await page.getByText('This claim is closed, so documents can no longer be added. Please contact your adjuster.').waitFor();
      expect(await page.getByRole('button', { name: 'Upload', exact: true }).count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
