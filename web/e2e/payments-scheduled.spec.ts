import type { Browser, Page } from 'playwright-core';
import { openContext, signIn, url, waitForPath } from './auth-journeys';
import { SANDBOX, daysFromToday, runDuePayments } from './payments-support';
import { expectAccessible } from './support/accessibility';
import { launchBrowser, saveScreenshot } from './support/browser';
import { mailText } from './support/mailbox';

/**
 * The Scheduled payments tab of /payments (doc 2 §2, §4 Scheduled payments, §5 Scheduled
 * payment) for Grace Holloway, whom no payment journey pays and who starts with no wallet: the
 * tab and its dialog say a wallet item is required; she saves a bank account in the Wallet tab;
 * at each width she schedules a payment on DFR5000301, schedules the same policy, method and
 * date again (the duplicate confirmation), and deletes both after 'Are you sure?'. Then a
 * payment scheduled for tomorrow falls due with the clock set by the test (POST
 * /dev/payments/run-due): it leaves the list, shows in past payments, and its receipt is in the
 * development mailbox.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const GRACE = { username: 'grace.holloway@example.com', password: 'Harbor-Guest-42' };
const POLICY = 'DFR5000301';

async function openTab(page: Page, tab: 'Scheduled payments' | 'Wallet' | 'Past payments'): Promise<void> {
  await page.goto(url('/payments'));
  await waitForPath(page, '/payments');
  await page.getByRole('tab', { name: tab }).click();
}

const rows = (page: Page) => page.getByTestId('scheduled-payment');
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

async function fillAdd(page: Page, date: string, amount: string) {
  await page.getByRole('button', { name: 'Add Scheduled Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Scheduled Payment' });
  await dialog.getByLabel(/^Policy/).selectOption(POLICY);
  await dialog.getByLabel(/^Wallet item/).selectOption({ label: 'Grace checking (Bank account ending in 6789)' });
  await dialog.getByLabel(/^Payment date/).fill(date);
  await dialog.getByLabel(/^Amount/).fill(amount);
  await dialog.getByLabel(/^Amount/).blur();
  return dialog;
}

describe('scheduled payments', () => {
  it('needs a wallet item first, then a bank account is saved to the wallet (375 px)', async () => {
    const { context, page, problems } = await openContext(browser, 375);
    try {
      await signIn(page, GRACE);
      await waitForPath(page, '/');
      await openTab(page, 'Scheduled payments');
      await page.getByText('A wallet account is required before using scheduled payments').waitFor();
      await page.getByText('No Scheduled Payments').waitFor();
      await expectAccessible(page, 'Scheduled payments, no wallet (375 px)');
      await saveScreenshot(page, 'scheduled-no-wallet-375');
      await page.getByRole('button', { name: 'Add Scheduled Payment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Scheduled Payment' });
      await dialog.getByText('Please create a wallet item from the Wallet section.').waitFor();
      await expectAccessible(page, 'Add Scheduled Payment, no wallet item (375 px)');
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });

      await openTab(page, 'Wallet');
      await page.getByRole('button', { name: 'Add Wallet Item' }).click();
      const add = page.getByRole('dialog', { name: 'Add Wallet Item' });
      await add.getByText('Bank Account', { exact: true }).click();
      await add.getByLabel(/Wallet Nickname/).fill('Grace checking');
      await add.getByLabel(/Account Type/).click();
      await page.getByRole('option', { name: 'Checking' }).click();
      await add.getByLabel(/Routing Number/).fill(SANDBOX.routingNumber);
      await add.getByLabel(/^Account Number/).fill(SANDBOX.approvedAccount);
      await add.getByLabel(/Confirm Account Number/).fill(SANDBOX.approvedAccount);
      await add.getByLabel(/First Name/).fill('Grace');
      await add.getByLabel(/Last Name/).fill('Holloway');
      await add.getByRole('button', { name: 'Save' }).click();
      await add.waitFor({ state: 'detached' });
      await page.getByTestId('wallet-card').filter({ hasText: 'Grace checking' }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
    // Two screens, a dialog and a bank form on a busy machine: more than the default minute.
  }, 120_000);

  for (const [width, days] of [
    [1280, 5],
    [375, 6],
  ] as const) {
    it(`schedules a payment, confirms a duplicate of it, and deletes both (${width} px)`, async () => {
      const { context, page, problems } = await openContext(browser, width);
      const date = daysFromToday(days);
      try {
        await signIn(page, GRACE);
        await waitForPath(page, '/');
        await openTab(page, 'Scheduled payments');
        await page.getByText('No Scheduled Payments').waitFor();
        expect(await page.getByText('A wallet account is required before using scheduled payments').count()).toBe(0);

        let dialog = await fillAdd(page, date, '9.99');
        await dialog.getByText('Amount must be at least $10.00').waitFor();
        await dialog.getByLabel(/^Amount/).fill('25.00');
        await dialog.getByLabel(/^Amount/).blur();
        await expectAccessible(page, `Add Scheduled Payment (${width} px)`);
        await saveScreenshot(page, `scheduled-add-${width}`);
        await dialog.getByRole('button', { name: 'Schedule Payment' }).click();
        await dialog.waitFor({ state: 'detached' });
        await page.getByText(`Payment of $25.00 scheduled for ${usDate(date)} on ${POLICY}.`).waitFor();
        expect(await rows(page).count()).toBe(1);

        // The same policy, method and date again: a confirmation first.
        dialog = await fillAdd(page, date, '30.00');
        await dialog.getByRole('button', { name: 'Schedule Payment' }).click();
        const duplicate = dialog.getByTestId('duplicate-confirm');
        await duplicate.waitFor();
        expect(await duplicate.innerText()).toContain(`A payment of $25.00 is already scheduled for ${POLICY} with Grace checking on ${usDate(date)}.`);
        await expectAccessible(page, `Duplicate scheduled payment confirmation (${width} px)`);
        await saveScreenshot(page, `scheduled-duplicate-${width}`);
        await duplicate.getByRole('button', { name: 'Yes, schedule it' }).click();
        await dialog.waitFor({ state: 'detached' });
        await page.getByText(`Payment of $30.00 scheduled for ${usDate(date)} on ${POLICY}.`).waitFor();
        expect(await rows(page).count()).toBe(2);
        await expectAccessible(page, `Scheduled payments list (${width} px)`);
        await saveScreenshot(page, `scheduled-list-${width}`);

        // What was saved is what the server reads back.
        await openTab(page, 'Scheduled payments');
        await rows(page).nth(1).waitFor();
        expect(await rows(page).count()).toBe(2);

        for (const amount of ['$25.00', '$30.00']) {
          await page.getByRole('button', { name: `Delete the payment of ${amount} on ${usDate(date)} for ${POLICY}` }).click();
          const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
          await confirm.waitFor();
          if (amount === '$25.00') await expectAccessible(page, `Delete scheduled payment, Are you sure? (${width} px)`);
          await confirm.getByRole('button', { name: 'Yes' }).click();
          await confirm.waitFor({ state: 'detached' });
          await page.getByRole('button', { name: `Delete the payment of ${amount} on ${usDate(date)} for ${POLICY}` }).waitFor({ state: 'detached' });
        }
        await page.getByText('No Scheduled Payments').waitFor();
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
      // Two saves, a duplicate, a reload and two deletes on a shared busy machine: more than the default minute.
    }, 120_000);
  }

  it('charges a payment when it falls due: it shows in past payments and its receipt is mailed (1280 px)', async () => {
    const { context, page, problems } = await openContext(browser, 1280);
    const tomorrow = daysFromToday(1);
    try {
      await signIn(page, GRACE);
      await waitForPath(page, '/');
      await openTab(page, 'Scheduled payments');
      await page.getByText('No Scheduled Payments').waitFor();
      const dialog = await fillAdd(page, tomorrow, '12.34');
      await dialog.getByRole('button', { name: 'Schedule Payment' }).click();
      await dialog.waitFor({ state: 'detached' });
      await rows(page).first().waitFor();

      // The clock, set by the test: tomorrow's charges run now.
      await runDuePayments(tomorrow);

      await openTab(page, 'Scheduled payments');
      await page.getByText('No Scheduled Payments').waitFor();
      await openTab(page, 'Past payments');
      const past = page.getByTestId('past-payments');
      const paid = past.getByRole('row').filter({ hasText: POLICY }).filter({ hasText: '$12.34' });
      await paid.first().waitFor();
      expect(await paid.first().innerText()).toContain(usDate(tomorrow));
      await expectAccessible(page, 'Past payments after a scheduled payment (1280 px)');
      await saveScreenshot(page, 'scheduled-paid-past-payments-1280');

      const receipt = await mailText(page, 'grace.holloway@example.com', `Policy ${POLICY}: $12.34`);
      expect(receipt).toContain('Thank you for your payment');
      expect(receipt).toMatch(/Paid with: .*6789/);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
    // The charge job's receipt goes through the mail outbox: allow for the mailbox poll.
  }, 120_000);
});
