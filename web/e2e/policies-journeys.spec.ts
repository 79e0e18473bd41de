import type { Browser, Page, Response } from 'playwright-core';
import { CUSTOMER, openContext, signIn, url, waitForPath } from './auth-journeys';
import { launchBrowser, saveScreenshot } from './support/browser';

/**
 * Policies and ID cards (doc 1 §2 "Policies screen", §4; doc 2 §2 "Auto ID Cards"), as the
 * demo customer Emily Carter (api/src/seed/README.md). The remove and add journey uses Harold
 * Jensen's own ACC8000401, so it does not depend on what other journeys did.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function signedInAt(width: number, path: string, credentials = CUSTOMER): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await openContext(browser, width);
  await signIn(page, credentials);
  await waitForPath(page, '/');
  await page.goto(url(path));
  return { page, close: () => context.close() };
}

const detail = (page: Page) => page.getByTestId('policy-detail');

const HAROLD = { username: 'harold.jensen@example.com', password: 'Harbor-Guest-42' };

/**
 * The document the page fetched (with its bearer token) is a PDF. The bytes are read again
 * with the same request headers: the browser hands the body to the page, not to the test.
 */
async function expectPdf(page: Page, response: Response): Promise<void> {
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const again = await page.context().request.get(response.url(), {
    headers: { authorization: (await response.request().allHeaders())['authorization'] ?? '' },
  });
  expect(again.headers()['content-type']).toContain('application/pdf');
  expect((await again.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
}

async function choosePolicy(page: Page, title: RegExp) {
  await page.getByRole('navigation', { name: 'Your policies' }).getByRole('button', { name: title }).first().click();
}

describe('policies screen', () => {
  it('opens a policy, pages through its forms and opens the declarations PDF in a new tab', async () => {
    const { page, close } = await signedInAt(1280, '/policies');
    try {
      await choosePolicy(page, /PPA1000101/);
      await detail(page).getByText('PPA1000101').first().waitFor();
      await detail(page).getByRole('button', { name: /Vehicles|./ }).first().waitFor();
      await saveScreenshot(page, 'policies-detail-1280');

      await detail(page).getByRole('tab', { name: 'Documents' }).click();
      const forms = page.getByTestId('policy-forms').locator('tbody tr');
      expect(await forms.count()).toBe(5);
      const firstPage = await forms.first().innerText();
      await page.getByRole('button', { name: 'Page 2' }).click();
      expect(await forms.first().innerText()).not.toBe(firstPage);
      await page.getByRole('button', { name: 'Page 3' }).click();
      expect(await forms.count()).toBe(4); // 14 forms: 5, 5, 4
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, 'policies-documents-1280');

      const documentResponse = page.waitForResponse((r) => r.url().includes('/api/document?q='));
      const popup = page.waitForEvent('popup');
      await page.getByRole('region', { name: 'Declarations' }).getByRole('button').first().click();
      const [response, tab] = await Promise.all([documentResponse, popup]);
      await expectPdf(page, response);
      await tab.waitForURL((u) => u.protocol === 'blob:', { timeout: 10_000 });
      await tab.close();
    } finally {
      await close();
    }
  });

  it('edits a nickname', async () => {
    const { page, close } = await signedInAt(1280, '/policies');
    try {
      await choosePolicy(page, /PPA1000102/);
      await detail(page).getByRole('button', { name: 'Edit Nickname' }).click();
      const nickname = page.getByRole('dialog').getByLabel('Nickname');
      await nickname.fill('Second car');
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await detail(page).getByRole('heading', { name: 'Second car' }).waitFor();
    } finally {
      await close();
    }
  });

  it('removes a policy, then adds it back after a failed attempt', async () => {
    // Harold Jensen's own accident policy (api/src/seed/README.md), so no other journey's data
    // is involved: a registration journey may have linked Marcus Bell's policies by now.
    const { page, close } = await signedInAt(1280, '/policies', HAROLD);
    const list = page.getByRole('navigation', { name: 'Your policies' });
    try {
      await list.getByText('ACC8000401').click();
      await detail(page).getByText('ACC8000401').first().waitFor();
      await detail(page).getByRole('button', { name: 'Remove' }).click();
      await page.getByRole('dialog', { name: 'Remove Policy' }).getByRole('button', { name: 'Remove' }).click();
      await page.getByRole('dialog', { name: 'Remove Policy' }).waitFor({ state: 'detached' });
      await list.getByText('ACC8000401').waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Add Policy' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add Policy' });
      await dialog.getByLabel('Policy Number').fill('ACC8000401');
      await dialog.getByLabel('Policyholder Name').fill('Harold Jensen');
      await dialog.getByLabel('Billing Zip Code').fill('47805');
      await dialog.getByRole('button', { name: 'Add' }).click();
      await dialog.getByText('Add Policy Failed').waitFor();

      await dialog.getByLabel('Billing Zip Code').fill('47804');
      await dialog.getByRole('button', { name: 'Add' }).click();
      await dialog.getByText('Policy Added Successfully!').waitFor();
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog.waitFor({ state: 'detached' });
      await list.getByText('ACC8000401').waitFor();
    } finally {
      await close();
    }
  });

  it('shows the policy dropdown and detail on a phone', async () => {
    const { page, close } = await signedInAt(375, '/policies');
    try {
      await detail(page).waitFor();
      await page.getByRole('combobox', { name: 'Policy' }).click();
      await page.getByRole('option', { name: /HOM2000101/ }).click();
      await detail(page).getByText('HOM2000101').first().waitFor();
      await saveScreenshot(page, 'policies-detail-375');
    } finally {
      await close();
    }
  });
});

describe('auto ID cards', () => {
  for (const width of [1280, 375]) {
    it(`lists cards and opens one as a PDF at ${width} px`, async () => {
      const { page, close } = await signedInAt(width, '/autoidcards');
      try {
        const cards = page.getByTestId('id-cards');
        await cards.waitFor();
        await saveScreenshot(page, `autoidcards-${width}`);
        const documentResponse = page.waitForResponse((r) => r.url().includes('/api/document?q='));
        const popup = page.waitForEvent('popup');
        await cards.locator('tbody tr').first().getByRole('button').click();
        const [response, tab] = await Promise.all([documentResponse, popup]);
        await expectPdf(page, response);
        await tab.close();
      } finally {
        await close();
      }
    });
  }
});
