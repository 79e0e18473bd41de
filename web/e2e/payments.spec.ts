import type { Browser, Page } from 'playwright-core';
import { CUSTOMER, openContext, pathOf, signIn, url, waitForPath } from './auth-journeys';
import { SANDBOX, centsOf, dollars, enterBank, enterCard, lineAmountCents, wizard } from './payments-support';
import { expectAccessible } from './support/accessibility';
import { launchBrowser, saveScreenshot } from './support/browser';

/**
 * Pay Now for a signed-in customer (doc 2 §2, §4): by card through the provider's frame, split
 * across a card and a bank account, a declined card, past payments, and the dashboard showing
 * the payment at once. Each journey pays a different policy of the demo book (api/src/seed/README.md),
 * so they do not depend on one another's order.
 */
let browser: Browser;

/** Luis Alvarez: PPA1000201 has a balance due (seed README). */
const SPLIT_PAYER = { username: 'luis.alvarez@example.com', password: 'Harbor-Guest-42' };

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function signedIn(width: number, credentials = CUSTOMER): Promise<{ page: Page; close: () => Promise<void>; problems: string[] }> {
  const { context, page, problems } = await openContext(browser, width);
  await signIn(page, credentials);
  await waitForPath(page, '/');
  return { page, problems, close: () => context.close() };
}

describe('pay now', () => {
  it('pays one policy by card through the frame and the dashboard shows it at once (1280 px)', async () => {
    // PPA1000103 is past due (seed README); other journeys rely on PPA1000101 staying soon due.
    const { page, close, problems } = await signedIn(1280);
    try {
      const card = page.locator('section#payments').getByTestId('balance-PPA1000103');
      await card.waitFor();
      expect(centsOf(await card.getByTestId('balance-amount').innerText())).toBeGreaterThan(0);
      expect(await card.getByText('Past Due').count()).toBe(1);

      // The deep link opens the wizard with the policy selected and the address goes back to /.
      await page.goto(url('/PPA1000103/paynow'));
      await waitForPath(page, '/');
      const dialog = wizard(page);
      await dialog.getByText('Select Account/Policies').first().waitFor();
      expect(await dialog.getByRole('checkbox', { name: /PPA1000103/ }).isChecked()).toBe(true);
      expect(await dialog.getByRole('checkbox', { name: /PPA1000101/ }).isChecked()).toBe(false);
      const amount = await lineAmountCents(dialog, 'PPA1000103');
      await expectAccessible(page, 'Pay Now, select policies (1280 px)');
      await saveScreenshot(page, 'paynow-select-1280');

      await dialog.getByRole('button', { name: 'Continue' }).click({ force: true });
      await dialog.getByText('Submit Payment Information').first().waitFor();
      await enterCard(page, dialog, SANDBOX.approvedCard);
      await dialog.getByTestId('card-on-file').waitFor();
      expect(await dialog.getByTestId('time-left').innerText()).toMatch(/^Time Left \d{1,2}:\d{2}$/);
      await expectAccessible(page, 'Pay Now, payment information with the card frame (1280 px)');
      await saveScreenshot(page, 'paynow-card-1280');

      await dialog.getByRole('button', { name: 'Continue' }).click({ force: true });
      await dialog.getByTestId('confirm-step').waitFor();
      await expectAccessible(page, 'Pay Now, confirm (1280 px)');
      await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
      await dialog.getByText('Success!').waitFor({ timeout: 30_000 });
      expect(await dialog.getByTestId('confirmation-line').first().innerText()).toMatch(/^Confirmation \(PPA1000103\): \S+/);
      await expectAccessible(page, 'Pay Now, result (1280 px)');
      await saveScreenshot(page, 'paynow-result-1280');
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();

      // Balance and due flag change at once, without reloading the page.
      await page.waitForFunction(
        ([selector, before]) => {
          const el = document.querySelector(selector);
          const m = el && /\$([\d,]+)\.(\d{2})/.exec(el.textContent ?? '');
          return m ? Number(m[1].replace(/,/g, '')) * 100 + Number(m[2]) < before : false;
        },
        ['section#payments [data-testid="balance-PPA1000103"] [data-testid="balance-amount"]', amount] as const,
        { timeout: 15_000 },
      );
      expect(await card.getByText('Past Due').count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('splits one payment across a card and a bank account (375 px)', async () => {
    const { page, close } = await signedIn(375, SPLIT_PAYER);
    try {
      await page.goto(url('/PPA1000201/paynow'));
      await waitForPath(page, '/');
      // On a phone only the payments section shows.
      await page.locator('section#payments').waitFor();
      expect(await page.locator('section#policies').count()).toBe(0);
      const dialog = wizard(page);
      await dialog.getByText('Select Account/Policies').first().waitFor();
      const total = await lineAmountCents(dialog, 'PPA1000201');
      expect(total).toBeGreaterThan(1000);
      await expectAccessible(page, 'Pay Now, select policies (375 px)');
      await dialog.getByRole('button', { name: 'Continue' }).click({ force: true });

      await dialog.getByText('Split payment', { exact: true }).click();
      await dialog.getByRole('button', { name: 'Add payment method' }).click();
      const cardPart = Math.floor(total / 2);
      const first = dialog.getByTestId('method-1');
      const second = dialog.getByTestId('method-2');
      await first.getByLabel('Amount for method 1').fill(dollars(cardPart));
      await second.getByLabel('Amount for method 2').fill(dollars(total - cardPart - 1));
      await dialog.getByRole('button', { name: 'Continue' }).click({ force: true });
      await dialog
        .getByText(/^All payment methods must add up to \$/)
        .first()
        .waitFor();
      await second.getByLabel('Amount for method 2').fill(dollars(total - cardPart));

      await first.getByLabel('Payment method 1').selectOption('card');
      await enterCard(page, first, SANDBOX.approvedCard);
      await first.getByTestId('card-on-file').waitFor();
      await second.getByLabel('Payment method 2').selectOption('bank');
      await enterBank(second);
      await expectAccessible(page, 'Pay Now, split payment information (375 px)');
      await saveScreenshot(page, 'paynow-split-375');

      await dialog.getByRole('button', { name: 'Continue' }).click({ force: true });
      await dialog.getByTestId('confirm-step').waitFor();
      await expectAccessible(page, 'Pay Now, split confirm (375 px)');
      await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
      await dialog.getByText('Success!').waitFor({ timeout: 30_000 });
      // One line per method and policy.
      expect(await dialog.getByTestId('confirmation-line').count()).toBe(2);
      await expectAccessible(page, 'Pay Now, split result (375 px)');
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    } finally {
      await close();
    }
  });

  it('shows a declined card as Failed! with the provider reasons, kept across a resize to 375 px, nothing paid (1280 px)', async () => {
    const { page, close } = await signedIn(1280);
    try {
      const balance = page.locator('section#payments').getByTestId('balance-HOM2000101').getByTestId('balance-amount');
      await balance.waitFor();
      const before = await balance.innerText();
      await page.locator('section#payments').getByRole('button', { name: 'Pay Now' }).click();
      const dialog = wizard(page);
      await dialog.getByText('Select Account/Policies').first().waitFor();
      // Only the account bill, on its pay-in-full amount (nothing is due now).
      for (const box of await dialog.getByRole('checkbox').all()) if (await box.isChecked()) await box.uncheck();
      await dialog.getByTestId('line-HOM2000101').getByLabel('Payment option').selectOption('Total Balance');
      await dialog.getByTestId('line-HOM2000101').getByRole('checkbox').check();
      await dialog.getByRole('button', { name: 'Continue' }).click({ force: true });
      await enterCard(page, dialog, SANDBOX.declinedCard);
      await dialog.getByTestId('card-on-file').waitFor();
      await dialog.getByRole('button', { name: 'Continue' }).click({ force: true });
      await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
      await dialog.getByText('Failed!').waitFor({ timeout: 30_000 });
      expect(await dialog.getByText('Failed to process payment. Please try again.').count()).toBeGreaterThan(0);
      expect(await dialog.getByTestId('confirmation-line').first().innerText()).toMatch(/^Confirmation \(7700412835\): /);
      await expectAccessible(page, 'Pay Now, declined result (1280 px)');
      // Narrowed to a phone at the result (a window resized, a tablet rotated): the wizard keeps its result and Close.
      const height = page.viewportSize()?.height ?? 800;
      await page.setViewportSize({ width: 375, height });
      await page.waitForFunction(() => window.matchMedia('(width <= 47.9375em)').matches);
      expect(await dialog.getByText('Failed!').isVisible()).toBe(true);
      expect(await dialog.getByTestId('confirmation-line').first().innerText()).toMatch(/^Confirmation \(7700412835\): /);
      expect(await dialog.getByRole('button', { name: 'Close', exact: true }).isVisible()).toBe(true);
      await page.setViewportSize({ width: 1280, height });
      expect(await dialog.getByText('Failed!').isVisible()).toBe(true);
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      expect(await balance.innerText()).toBe(before);
    } finally {
      await close();
    }
  });

  it('stops Continue and lists why, and Cancel closes the wizard (1280 px)', async () => {
    const { page, close } = await signedIn(1280);
    try {
      await page.goto(url('/paynow'));
      await waitForPath(page, '/');
      const dialog = wizard(page);
      await dialog.getByText('Select Account/Policies').first().waitFor();
      for (const box of await dialog.getByRole('checkbox').all()) if (await box.isChecked()) await box.uncheck();
      await dialog.getByRole('button', { name: 'Continue' }).click({ force: true });
      await dialog.getByTestId('step-errors').getByText('At least one policy must be selected').waitFor();
      await expectAccessible(page, 'Pay Now, blocked Continue (1280 px)');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(pathOf(page)).toBe('/');
    } finally {
      await close();
    }
  });
});

describe('past payments and billing history', () => {
  for (const width of [1280, 375]) {
    it(`filters past payments by year and pages them 5 at a time (${width} px)`, async () => {
      const { page, close } = await signedIn(width);
      try {
        await page.goto(url('/payments'));
        await waitForPath(page, '/payments');
        await page.getByRole('tab', { name: 'Policies' }).waitFor();
        expect(await page.getByRole('tab', { name: 'Monthly recurring payments' }).count()).toBe(1);
        await expectAccessible(page, `Payments, policies tab (${width} px)`);

        await page.getByRole('tab', { name: 'Past payments' }).click();
        const past = page.getByTestId('past-payments');
        await past.waitFor();
        const year = past.getByLabel('Year');
        const years = (await year.locator('option').allTextContents()).filter((t) => /^\d{4}$/.test(t));
        expect(years.length).toBeGreaterThan(1);
        await year.selectOption(years[1]);
        const rows = past.locator('tbody tr');
        expect(await rows.count()).toBeGreaterThan(0);
        expect(await rows.count()).toBeLessThanOrEqual(5);
        for (const date of await rows.locator('td:first-child').allInnerTexts()) expect(date.endsWith(years[1])).toBe(true);
        const pageLinks = past.getByRole('navigation', { name: 'Past payment pages' }).getByRole('button', { name: /^Page \d+$/ });
        if ((await pageLinks.count()) > 1) {
          expect(await pageLinks.count()).toBeLessThanOrEqual(5);
          const firstPage = await rows.allInnerTexts();
          await pageLinks.nth(1).click();
          expect(await rows.allInnerTexts()).not.toEqual(firstPage);
        }
        await expectAccessible(page, `Payments, past payments (${width} px)`);
        await saveScreenshot(page, `payments-past-${width}`);

        await page.getByRole('tab', { name: 'Policies' }).click();
        const balanceCard = page.getByTestId('balance-PPA1000101');
        await balanceCard.getByRole('button', { name: 'Billing history' }).click();
        await balanceCard.getByTestId('balance-chart').waitFor();
        expect(await balanceCard.locator('tbody tr').count()).toBeGreaterThan(0);
        await expectAccessible(page, `Payments, billing history (${width} px)`);
        await saveScreenshot(page, `payments-billing-history-${width}`);
      } finally {
        await close();
      }
    });
  }
});
