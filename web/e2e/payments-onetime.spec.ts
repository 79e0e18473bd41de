import type { Browser } from 'playwright-core';
import { openContext, url, waitForPath } from './auth-journeys';
import { centsOf, enterBank, wizard } from './payments-support';
import { mailText } from './support/mailbox';
import { expectAccessible } from './support/accessibility';
import { launchBrowser, saveScreenshot } from './support/browser';
import { field } from './support/mailbox';

/**
 * One-time payment by a visitor without an account (doc 2 §2): the payment header, the
 * verification (doc 1's one-time checks), the wizard without a bearer token, and the receipt at
 * the email address entered. Marcus Bell's PPA1001101 is on no portal account (seed README).
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('one-time payment', () => {
  // Each width pays its own policy of Marcus Bell (on no account): a payment changes what is due.
  for (const { width, policyNumber } of [
    { width: 1280, policyNumber: 'PPA1001101' },
    { width: 375, policyNumber: 'HOM2001101' },
  ]) {
    it(`verifies, pays ${policyNumber} by bank account and mails the receipt (${width} px)`, async () => {
      const { context, page, problems } = await openContext(browser, width);
      try {
        await page.goto(url('/makepayment'));
        await waitForPath(page, '/makepayment');
        await page.getByRole('heading', { name: 'One-Time Payment' }).waitFor();
        if (width > 375) {
          for (const link of ['Contact Us', 'Help', 'Report a Claim', 'About Us', 'My Account']) {
            expect(await page.getByRole('banner').getByText(link, { exact: true }).count()).toBeGreaterThan(0);
          }
        }
        await expectAccessible(page, `One-time payment, verify (${width} px)`);

        // A wrong payment number is refused with the catalogue's message.
        await page.getByLabel('Find the policy by').getByText('By payment number', { exact: true }).click();
        await field(page, 'Policy number').fill(policyNumber);
        await field(page, 'Payment number').fill('5100000000');
        await page.getByRole('button', { name: 'Find Policy' }).click();
        await page.getByText('Matching Policy Not Found!').waitFor();

        await page.getByLabel('Find the policy by').getByText('By policy number', { exact: true }).click();
        await field(page, 'Policy number').fill(policyNumber);
        await field(page, 'Policyholder name').fill('Marcus Bell');
        await field(page, 'Billing zip code').fill('46250');
        await page.getByRole('button', { name: 'Find Policy' }).click();

        const dialog = wizard(page);
        await dialog.getByText('Select Account/Policies').first().waitFor();
        const line = dialog.getByTestId(`line-${policyNumber}`);
        if (!(await line.getByRole('checkbox').isChecked())) {
          await line.getByLabel('Payment option').selectOption('Total Balance');
          await line.getByRole('checkbox').check();
        }
        const amount = centsOf(await line.getByLabel('Amount').inputValue());
        await expectAccessible(page, `One-time payment, select (${width} px)`);
        await dialog.getByRole('button', { name: 'Continue' }).click({ force: true });

        const email = `onetime-${width}-${Date.now()}@example.com`;
        await dialog.getByLabel(/^Email Address/).fill(email);
        await dialog.getByLabel('Payment method', { exact: true }).selectOption('bank');
        await enterBank(dialog);
        await expectAccessible(page, `One-time payment, bank account (${width} px)`);
        await saveScreenshot(page, `onetime-bank-${width}`);
        await dialog.getByRole('button', { name: 'Continue' }).click({ force: true });
        await dialog.getByTestId('confirm-step').waitFor();
        await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
        await dialog.getByText('Success!').waitFor({ timeout: 30_000 });
        const confirmation = (await dialog.getByTestId('confirmation-line').first().innerText()).replace(`Confirmation (${policyNumber}): `, '');
        expect(confirmation).toMatch(/\S+/);
        await expectAccessible(page, `One-time payment, result (${width} px)`);
        await dialog.getByRole('button', { name: 'Close', exact: true }).click();

        // The receipt reaches the address entered, with the confirmation number and the amount.
        const receipt = await mailText(page, email, confirmation);
        expect(receipt).toContain(policyNumber);
        expect(receipt).toContain(`$${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
