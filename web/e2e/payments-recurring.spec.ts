import type { Browser, Page } from 'playwright-core';
import { CUSTOMER, openContext, signIn, url, waitForPath } from './auth-journeys';
import { enterBank } from './payments-support';
import { expectAccessible } from './support/accessibility';
import { launchBrowser, saveScreenshot } from './support/browser';

/**
 * The Monthly recurring payments tab of /payments (doc 2 §2 Recurring payment wizard, §4
 * Recurring payments). Grace Holloway's HOM2000301 (a home policy paid in full, seed README) is
 * set up with a bank account through 'Enter New Recurring Payment Information' and the Agreement
 * Terms, then cancelled after 'Are you sure?': each width ends as it started. Emily Carter's
 * policies show the rules that block: PPA1000101's balance due ('Payment Required'; no other
 * journey pays it), the PPA card-only contact-agent message, and her account bill's
 * contact-agent message.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const GRACE = { username: 'grace.holloway@example.com', password: 'Harbor-Guest-42' };

async function openRecurring(page: Page): Promise<void> {
  await page.goto(url('/payments'));
  await waitForPath(page, '/payments');
  await page.getByRole('tab', { name: 'Monthly recurring payments' }).click();
}

describe('monthly recurring payments', () => {
  for (const width of [1280, 375]) {
    it(`sets up a recurring payment on a home policy by bank account, shows the agreement terms, and cancels it (${width} px)`, async () => {
      const { context, page, problems } = await openContext(browser, width);
      try {
        await signIn(page, GRACE);
        await waitForPath(page, '/');
        await openRecurring(page);
        const card = page.getByTestId('recurring-HOM2000301');
        await card.getByTestId('recurring-setup').waitFor();
        expect(await card.getByTestId('recurring-setup').innerText()).toBe('No recurring payment is set up.');
        await expectAccessible(page, `Monthly recurring tab (${width} px)`);
        await saveScreenshot(page, `recurring-tab-${width}`);

        await card.getByRole('button', { name: 'Set Up the recurring payment of HOM2000301' }).click();
        const dialog = page.getByRole('dialog', { name: 'Setup Recurring Payment' });
        await dialog.getByRole('heading', { name: 'Enter New Recurring Payment Information' }).waitFor();
        await dialog.getByLabel('Payment type').selectOption('check');
        await enterBank(dialog);
        await dialog.getByTestId('recurring-bank-name').waitFor();
        await expectAccessible(page, `Recurring wizard, bank account (${width} px)`);
        await saveScreenshot(page, `recurring-wizard-${width}`);
        await dialog.getByRole('button', { name: 'Continue' }).click();

        const terms = dialog.getByTestId('agreement-terms');
        await terms.waitFor();
        const text = await terms.innerText();
        expect(text).toContain('Agreement Terms');
        expect(text).toContain('Bank account ending in 6789');
        expect(text).toContain('Each charge is authorised 15 days prior to the charge');
        // Not agreed yet: Submit says so and sends nothing.
        await dialog.getByRole('button', { name: 'Submit' }).click();
        await dialog.getByText('Agree to the terms to continue.').waitFor();
        await expectAccessible(page, `Recurring wizard, Agreement Terms (${width} px)`);
        await saveScreenshot(page, `recurring-terms-${width}`);
        await dialog.getByLabel('I agree to the Agreement Terms').check();
        await dialog.getByRole('button', { name: 'Submit' }).click();
        await dialog.getByText('Success!').waitFor({ timeout: 30_000 });
        expect(await dialog.getByTestId('recurring-result').innerText()).toMatch(
          /Policy HOM2000301 is paid by Bank account ending in 6789 on the \d+(st|nd|rd|th) of each month\./,
        );
        await expectAccessible(page, `Recurring wizard, result (${width} px)`);
        await dialog.getByRole('button', { name: 'Close', exact: true }).click();
        await dialog.waitFor({ state: 'detached' });
        await card.getByText(/^Paid by Bank account ending in 6789/).waitFor();

        // What was saved is what the server reads back.
        await openRecurring(page);
        await card.getByText(/^Paid by Bank account ending in 6789/).waitFor();

        await card.getByRole('button', { name: 'Cancel Recurring Payment of HOM2000301' }).click();
        const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
        await confirm.waitFor();
        await expectAccessible(page, `Cancel recurring payment, Are you sure? (${width} px)`);
        await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
        await confirm.waitFor({ state: 'detached' });
        await page.getByText('The recurring payment of HOM2000301 is cancelled. The policy is billed monthly again.').waitFor();
        await card.getByText('No recurring payment is set up.').waitFor();
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
      // A wizard, a bank lookup, a save, a reload and a cancel on a shared busy machine: more than the default minute.
    }, 120_000);
  }

  it('blocks a policy with a balance due and tells PPA and account-billed policies to contact the agent (375 px)', async () => {
    const { context, page, problems } = await openContext(browser, 375);
    try {
      await signIn(page, CUSTOMER);
      await waitForPath(page, '/');
      await openRecurring(page);
      const ppa = page.getByTestId('recurring-PPA1000101');
      await ppa.getByText('Payment Required').waitFor();
      await ppa.getByText('Payplan changes are not allowed with a balance due.').waitFor();
      // The demo pays PPA1000101 by recurring card already (seed README): Update is refused while a balance is due.
      expect(await ppa.getByRole('button', { name: /^(Set Up|Update) the recurring payment of PPA1000101$/ }).isDisabled()).toBe(true);
      await ppa.getByText(/To pay by bank account, please contact your agent/).waitFor();
      const member = page.getByTestId('recurring-PPA1000102');
      await member.getByText(/Recurring payments for an account bill are set up by your agent/).waitFor();
      expect(await member.getByRole('button', { name: /Set Up/ }).count()).toBe(0);
      await expectAccessible(page, 'Monthly recurring tab, blocked policies (375 px)');
      await saveScreenshot(page, 'recurring-blocked-375');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
