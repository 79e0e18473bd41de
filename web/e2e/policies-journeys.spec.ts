import type { Browser, Page, Response } from 'playwright-core';
import { CUSTOMER, openContext, signIn, url, waitForPath } from './auth-journeys';
import { expectAccessible, expectNoSideScroll } from './support/accessibility';
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
  it('keeps the chosen policy and tab in the address, so a bookmark or a reload opens them again', async () => {
    const { page, close } = await signedInAt(1280, '/policies');
    try {
      await choosePolicy(page, /PPA1000101/);
      await detail(page).getByRole('tab', { name: 'Documents' }).click();
      await page.waitForURL((u) => u.searchParams.get('tab') === 'documents');
      expect(new URL(page.url()).searchParams.get('policy')).toBe('PPA1000101');

      await page.reload();
      await detail(page).getByText('PPA1000101').first().waitFor();
      expect(await detail(page).getByRole('tab', { name: 'Documents' }).getAttribute('aria-selected')).toBe('true');
      expect(await page.getByTestId('policy-forms').isVisible()).toBe(true);
    } finally {
      await close();
    }
  });

  it('opens a policy, pages through its forms and opens the declarations PDF in a new tab', async () => {
    const { page, close } = await signedInAt(1280, '/policies');
    try {
      await choosePolicy(page, /PPA1000101/);
      await detail(page).getByText('PPA1000101').first().waitFor();
      expect(await detail(page).getByRole('heading', { level: 2, name: 'Family cars' }).isVisible()).toBe(true);
      expect(await detail(page).getByText('Due Soon').first().isVisible()).toBe(true);
      await expectAccessible(page, 'policies: information tab (1280 px)');
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
      await expectAccessible(page, 'policies: documents tab (1280 px)');
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
      const dialog = page.getByRole('dialog', { name: 'Edit Nickname' });
      const nickname = dialog.getByLabel('Nickname');
      await nickname.waitFor();
      expect(await nickname.inputValue()).toBe("Emily's Outback");
      expect(await dialog.getByRole('button', { name: 'Close dialog' }).isVisible()).toBe(true);
      await expectAccessible(page, 'Edit Nickname dialog (1280 px)');
      await nickname.fill('Second car');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      const heading = detail(page).getByRole('heading', { level: 2, name: 'Second car' });
      await heading.waitFor();
      expect(await heading.isVisible()).toBe(true);
      expect(await page.getByRole('navigation', { name: 'Your policies' }).getByText('Second car').isVisible()).toBe(true);
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
      const removeDialog = page.getByRole('dialog', { name: 'Remove Policy' });
      await removeDialog.waitFor();
      expect(await removeDialog.getByText('Remove Personal Accident (ACC8000401) from your account?', { exact: false }).isVisible()).toBe(true);
      await expectAccessible(page, 'Remove Policy dialog (1280 px)');
      await removeDialog.getByRole('button', { name: 'Remove', exact: true }).click();
      await removeDialog.waitFor({ state: 'detached' });
      await list.getByText('ACC8000401').waitFor({ state: 'detached' });
      expect(await list.getByText('ACC8000401').count()).toBe(0);

      await page.getByRole('button', { name: 'Add Policy' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add Policy' });
      await dialog.getByLabel('Policy Number').waitFor();
      await expectAccessible(page, 'Add Policy dialog (1280 px)');
      await dialog.getByLabel('Policy Number').fill('ACC8000401');
      await dialog.getByLabel('Policyholder Name').fill('Harold Jensen');
      await dialog.getByLabel('Billing Zip Code').fill('47805');
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      const failed = dialog.getByTestId('add-policy-failed');
      await failed.waitFor();
      expect(await failed.getByText('Add Policy Failed').isVisible()).toBe(true);
      await expectAccessible(page, 'Add Policy dialog after a failed attempt (1280 px)');

      await dialog.getByLabel('Billing Zip Code').fill('47804');
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await dialog.getByText('Policy Added Successfully!').waitFor();
      await expectAccessible(page, 'Add Policy dialog: policy added (1280 px)');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog.waitFor({ state: 'detached' });
      await list.getByText('ACC8000401').waitFor();
      expect(await detail(page).getByText('ACC8000401').first().isVisible()).toBe(true);
    } finally {
      await close();
    }
  });

  it('shows the policy dropdown and detail on a phone', async () => {
    const { page, close } = await signedInAt(375, '/policies');
    try {
      await detail(page).waitFor();
      await expectAccessible(page, 'policies (375 px)');
      await page.getByRole('combobox', { name: 'Policy' }).click();
      await page.getByRole('option', { name: /HOM2000101/ }).click();
      await detail(page).getByText('HOM2000101').first().waitFor();
      expect(await page.getByRole('combobox', { name: 'Policy' }).inputValue()).toContain('HOM2000101');
      expect(await detail(page).getByText('HOM2000101').first().isVisible()).toBe(true);
      await saveScreenshot(page, 'policies-detail-375');
      await detail(page).getByRole('tab', { name: 'Documents' }).click();
      await detail(page).getByRole('tab', { name: 'Documents', selected: true }).waitFor();
      await expectAccessible(page, 'policies: documents tab (375 px)');

      // The dialogs on a phone: Remove (cancelled) and Add Policy (from the dropdown).
      await detail(page).getByRole('button', { name: 'Remove', exact: true }).click();
      const removeDialog = page.getByRole('dialog', { name: 'Remove Policy' });
      await removeDialog.getByRole('button', { name: 'Cancel' }).waitFor();
      await expectAccessible(page, 'Remove Policy dialog (375 px)');
      await removeDialog.getByRole('button', { name: 'Cancel' }).click();
      await removeDialog.waitFor({ state: 'detached' });
      await page.getByRole('combobox', { name: 'Policy' }).click();
      await page.getByRole('option', { name: 'Add Policy…' }).click();
      const addDialog = page.getByRole('dialog', { name: 'Add Policy' });
      await addDialog.getByLabel('Policy Number').waitFor();
      await expectAccessible(page, 'Add Policy dialog (375 px)');
      await addDialog.getByRole('button', { name: 'Close dialog' }).click();
      await addDialog.waitFor({ state: 'detached' });
      expect(await detail(page).getByText('HOM2000101').first().isVisible()).toBe(true);
    } finally {
      await close();
    }
  });

  it('keeps a 60-character nickname without spaces within a phone screen, where Edit Nickname can undo it', async () => {
    // The nickname field allows 60 characters; one word of 60 once widened the page to 1,100 px
    // and opened Edit Nickname off-screen.
    const longNickname = 'TheBlueOutbackWithTheRoofRackThatAvaDrivesToSchoolEveryDay!!';
    expect(longNickname).toHaveLength(60);
    const { page, close } = await signedInAt(375, '/policies');
    try {
      await detail(page).waitFor();
      await page.getByRole('combobox', { name: 'Policy' }).click();
      await page.getByRole('option', { name: /PPA1000102/ }).click();
      await detail(page).getByText('PPA1000102').first().waitFor();
      await detail(page).getByRole('button', { name: 'Edit Nickname' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Nickname' });
      const before = await dialog.getByLabel('Nickname').inputValue();
      await dialog.getByLabel('Nickname').fill(longNickname);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await detail(page).getByRole('heading', { level: 2, name: longNickname }).waitFor();
      await expectAccessible(page, 'policies with a 60-character nickname (375 px)');
      await saveScreenshot(page, 'policies-long-nickname-375');

      await detail(page).getByRole('button', { name: 'Edit Nickname' }).click();
      await dialog.getByLabel('Nickname').waitFor();
      const box = await dialog.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      expect(await dialog.getByRole('button', { name: 'Save' }).isVisible()).toBe(true);
      await expectAccessible(page, 'Edit Nickname dialog over a 60-character nickname (375 px)');
      await saveScreenshot(page, 'policies-long-nickname-dialog-375');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      for (const path of ['/autoidcards', '/']) {
        await page.goto(url(path));
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await expectNoSideScroll(page, `${path} with a 60-character nickname (375 px)`);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByTestId('home-tiles').waitFor();
      await page.locator('section#policies').waitFor();
      await expectNoSideScroll(page, 'home dashboard with a 60-character nickname (1280 px)');
      await page.setViewportSize({ width: 375, height: 800 });

      // Undone on the phone: the nickname it had before.
      await page.goto(url('/policies'));
      await page.getByRole('combobox', { name: 'Policy' }).click();
      await page.getByRole('option', { name: /PPA1000102/ }).click();
      await detail(page).getByRole('button', { name: 'Edit Nickname' }).click();
      await dialog.getByLabel('Nickname').fill(before);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await detail(page).getByRole('heading', { level: 2, name: before }).waitFor();
      expect(await detail(page).getByRole('heading', { level: 2, name: longNickname }).count()).toBe(0);
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
        expect(await cards.locator('tbody tr').count()).toBeGreaterThan(0);
        expect(await cards.locator('tbody tr').first().getByRole('button').textContent()).toMatch(/^\d{4} \S+/);
        await expectAccessible(page, `auto ID cards (${width} px)`);
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

  it('reaches and chooses a policy in the desktop list with the keyboard alone', async () => {
    const { page, close } = await signedInAt(1280, '/autoidcards');
    try {
      const items = page.getByRole('navigation', { name: 'Policies with ID cards' }).getByRole('button');
      await items.first().waitFor();
      expect(await items.count()).toBeGreaterThan(1);
      expect(await items.first().getAttribute('aria-current')).toBe('true');
      const second = items.nth(1);
      const secondNumber = (await second.textContent())?.match(/[A-Z]{3}\d{7}/)?.[0];
      expect(secondNumber).toMatch(/^[A-Z]{3}\d{7}$/);
      const hasFocus = () => second.evaluate((el) => el === document.activeElement);
      for (let presses = 0; presses < 40 && !(await hasFocus()); presses += 1) await page.keyboard.press('Tab');
      expect(await hasFocus()).toBe(true);
      await page.keyboard.press('Enter');
      expect(await second.getAttribute('aria-current')).toBe('true');
      expect(await items.first().getAttribute('aria-current')).toBeNull();
      await expectAccessible(page, `auto ID cards after choosing ${secondNumber} (1280 px)`);
    } finally {
      await close();
    }
  });
});
