import type { Browser, Page, Response } from 'playwright-core';
import { openContext, signIn, url, waitForPath } from './auth-journeys';
import { expectAccessible } from './support/accessibility';
import { launchBrowser, saveScreenshot } from './support/browser';

/**
 * Certificates of insurance (issue 16) as Brightline Electric (CGL7300401, api/src/seed README's
 * demo section), a customer no other journey uses: issue a certificate for a general contractor
 * and open its PDF, at desktop and at 375 px, each screen checked against WCAG 2.2 A/AA (axe) and
 * for sideways scrolling, with no console error or failed request.
 */
let browser: Browser;
jest.setTimeout(180_000);

const BRIGHTLINE = { username: 'brightline.electric@example.com', password: 'Harbor-Guest-42' };

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function issueAndOpen(page: Page, contractor: string, issuedText: string, width: number): Promise<void> {
  const section = page.getByRole('region', { name: 'Certificates of insurance' });
  const form = section.getByRole('form', { name: 'Issue a certificate of insurance' });
  await form.waitFor();
  await expectAccessible(page, `/policies documents tab, certificates (${width} px)`);
  await form.getByRole('textbox', { name: 'Certificate holder', exact: true }).fill(contractor);
  await form.getByLabel('Street address').fill('1200 Commerce Dr');
  await form.getByLabel('Zip code').fill('46802');
  await form.getByLabel('City').fill('Fort Wayne');
  const state = form.getByLabel(/^State/);
  await state.click();
  await state.fill('Indiana');
  await page.getByRole('option', { name: 'Indiana', exact: true }).click();
  await form.getByLabel('Description of operations (optional)').fill('Re: Riverside Clinic renovation, electrical work.');
  await form.getByRole('button', { name: 'Issue Certificate' }).click();
  await section.getByText(issuedText, { exact: true }).waitFor();
  await expectAccessible(page, `/policies certificates after issuing (${width} px)`);

  const row = section.getByRole('table', { name: 'Issued certificates' }).getByRole('row').filter({ hasText: contractor }).first();
  await row.waitFor();
  const download = page.waitForResponse((r) => r.url().includes('/api/document?q=coi-'));
  const popup = page
    .context()
    .waitForEvent('page')
    .catch(() => null);
  await row.getByRole('button', { name: /^Open PDF: certificate for / }).click();
  await expectPdf(page, await download);
  await (await popup)?.close();
}

/** The fetched document is a non-empty PDF (read again with the same bearer token). */
async function expectPdf(page: Page, response: Response): Promise<void> {
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const again = await page.context().request.get(response.url(), {
    headers: { authorization: (await response.request().allHeaders())['authorization'] ?? '' },
  });
  expect(again.headers()['content-type']).toContain('application/pdf');
  const body = await again.body();
  expect(body.length).toBeGreaterThan(1000);
  expect(body.subarray(0, 4).toString('latin1')).toBe('%PDF');
}

describe('certificates of insurance', () => {
  it.each([
    [1280, 'Summit Ridge General Contractors', 'Certificate issued for Summit Ridge General Contractors.'],
    // A name ending in a full stop is not followed by a second one.
    [375, 'Three Rivers Construction Co.', 'Certificate issued for Three Rivers Construction Co.'],
  ])('at %i px issues a certificate for a general contractor and opens its PDF', async (width, contractor, issuedText) => {
    const { context, page, problems } = await openContext(browser, width);
    try {
      await signIn(page, BRIGHTLINE);
      await waitForPath(page, '/');
      await page.goto(url('/policies?policy=CGL7300401&tab=documents'));
      await issueAndOpen(page, contractor, issuedText, width);
      await page.getByRole('region', { name: 'Certificates of insurance' }).getByText('Saved certificate holders').waitFor();
      await expectAccessible(page, `/policies certificates with a saved holder (${width} px)`);
      await saveScreenshot(page, `certificates-${width}`);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
