import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { CUSTOMER, openContext, sharedAdminToken, signIn, url, waitForPath } from './auth-journeys';
import { expectAccessible } from './support/accessibility';
import { baseUrl, launchBrowser, saveScreenshot } from './support/browser';
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

/** POST to the API as a journey's set-up, from an address of its own (the rate limits are per address). */
async function post(path: string, token: string, body: object): Promise<{ result: Record<string, unknown> }> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.181', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { result: Record<string, unknown> };
}

/** A new claim of Emily Carter's (reported yesterday) whose adjuster asked for a repair estimate; answers its number. */
async function claimAskingForAnEstimate(): Promise<string> {
  const token = (await post('/account/login', '', { ...CUSTOMER, rememberMe: false })).result.token as string;
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const claimNumber = (
    await post('/claim', token, {
      policyNumber: 'PPA1000101',
      lossType: 'Glass',
      lossDate: yesterday,
      policyHolder: 'Emily Carter',
      emailAddress: 'demo@example.com',
      phoneNumber: '3175550142',
      injuriesExist: false,
      lossDescription: 'A stone cracked the windshield on the interstate.',
    })
  ).result.claimNumber as string;
  await post(`/admin/claims/${claimNumber}/events`, await sharedAdminToken(), {
    kind: 'documentsRequested',
    items: ['Repair estimate'],
    note: "Please upload the glass shop's written estimate.",
  });
  return claimNumber;
}

/** On /claims/{claimNumber}: uploads `fileName` for the checklist item `label` and sees the item ticked, the file listed and the event. */
async function uploadRequested(page: Page, claimNumber: string, label: string, fileName: string, width: number): Promise<void> {
  const item = page.getByTestId('checklist-item').filter({ hasText: label });
  expect(await item.getAttribute('data-received')).toBe('false');
  await item.getByRole('button', { name: `Upload ${label}` }).click();
  await page.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf() });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'Your document was added to the claim.' }).waitFor();
  await page.waitForFunction(
    (l) =>
      [...document.querySelectorAll('[data-testid="checklist-item"]')].some((e) => e.textContent?.includes(l) && e.getAttribute('data-received') === 'true'),
    label,
  );
  expect(await page.getByTestId('claim-file').filter({ hasText: fileName }).count()).toBe(1);
  await page.getByTestId('claim-timeline').getByText('Documents received').first().waitFor();
  await expectAccessible(page, `/claims/${claimNumber} after the upload (${width} px)`);
}

/**
 * Following a claim (issue 16): Emily Carter's claim 1004977, whose adjuster asked for a repair
 * estimate and photos. The desktop run sends the estimate; the phone run (same database) the
 * photos, as the estimate is then received, and then the repair estimate too, on a claim of its
 * own: reported through the API, whose adjuster (staff, through the back office's call) asks for
 * a repair estimate.
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

        if (width === 375) {
          // The phone run sends a requested repair estimate too, on its own claim, and sees it ticked.
          const own = await claimAskingForAnEstimate();
          await page.goto(url(`/claims/${own}`));
          await page.getByRole('heading', { level: 1, name: `Claim ${own}` }).waitFor();
          await page.getByTestId('claim-timeline').getByText('Your adjuster asked for documents').waitFor();
          await uploadRequested(page, own, 'Repair estimate', 'glass-repair-estimate.pdf', width);
          const estimateMail = await mailText(page, 'demo@example.com', 'glass-repair-estimate.pdf');
          expect(estimateMail).toContain(`Claim ${own}: Documents received`);
          expect(estimateMail).toContain('For: Repair estimate');
          await saveScreenshot(page, 'claim-timeline-375-estimate');
        }
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
