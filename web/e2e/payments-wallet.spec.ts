import type { Browser, Page } from 'playwright-core';
import { CUSTOMER, openContext, signIn, url, waitForPath } from './auth-journeys';
import { SANDBOX, centsOf, enterCard, lineAmountCents, wizard } from './payments-support';
import { expectAccessible, expectAccessibleAtBothWidths } from './support/accessibility';
import { launchBrowser, saveScreenshot } from './support/browser';

/**
 * The Wallet tab of /payments (doc 2 §2 Wallet tab, §5 Wallet edit) for Emily Carter, whose demo
 * wallet holds a Visa ending 1111 ("Everyday Visa") and a checking account ending 6789 (seed
 * README): a card added through the provider's frame, its nickname edited, deleted after 'Are you
 * sure?', and the wallet email edited (Edit Information). Each width adds and deletes its own
 * card and puts the wallet email back, so the wallet ends as it started.
 *
 * Paying with a wallet item: Harold Jensen (seed README), whose PPA1000401 no other journey pays
 * (payments.spec.ts pays PPA1000103, HOM2000101's account bill and PPA1000201; the one-time
 * journeys pay Marcus Bell's), starts with no wallet, saves a card and pays with it in Pay Now.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function openWallet(page: Page): Promise<void> {
  await page.goto(url('/payments'));
  await waitForPath(page, '/payments');
  await page.getByRole('tab', { name: 'Wallet' }).click();
  await page.getByRole('heading', { name: 'Wallet', exact: true }).waitFor();
}

/** Harold Jensen: no wallet in the demo; PPA1000401 is paid by no other journey. */
const WALLET_PAYER = { username: 'harold.jensen@example.com', password: 'Harbor-Guest-42' };

const cards = (page: Page) => page.getByTestId('wallet-card');
const cardNamed = (page: Page, nickname: string) => cards(page).filter({ hasText: nickname });

describe('wallet', () => {
  for (const width of [1280, 375]) {
    it(`adds a card through the frame, renames it, deletes it and edits the wallet email (${width} px)`, async () => {
      const { context, page, problems } = await openContext(browser, width);
      const nickname = `Travel card ${width}`;
      const renamed = `Trip card ${width}`;
      try {
        await signIn(page, CUSTOMER);
        await waitForPath(page, '/');
        await openWallet(page);

        // The demo wallet: the Visa and the checking account.
        await cardNamed(page, 'Everyday Visa').waitFor();
        expect(await cards(page).count()).toBe(2);
        expect(await cardNamed(page, 'Everyday Visa').innerText()).toMatch(/1111/);
        expect(await cards(page).filter({ hasText: '6789' }).count()).toBe(1);
        await expectAccessible(page, `Wallet tab (${width} px)`);
        await saveScreenshot(page, `wallet-${width}`);

        // Add Wallet Item: the card is typed only into the provider's frame.
        await page.getByRole('button', { name: 'Add Wallet Item' }).click();
        const add = page.getByRole('dialog', { name: 'Add Wallet Item' });
        await add.getByLabel(/Wallet Nickname/).fill(nickname);
        await add.getByLabel(/Expiration month/).selectOption('12');
        await add.getByLabel(/Expiration year/).selectOption({ index: 3 });
        await expectAccessible(page, `Add Wallet Item, card (${width} px)`);
        await enterCard(page, add, SANDBOX.approvedCard);
        await add.getByTestId('card-on-file').waitFor();
        expect(await add.getByTestId('card-on-file').innerText()).toMatch(/ending in 1111/);
        await expectAccessible(page, `Add Wallet Item, card entered (${width} px)`);
        await saveScreenshot(page, `wallet-add-card-${width}`);
        await add.getByRole('button', { name: 'Save' }).click();
        await add.waitFor({ state: 'detached' });
        await cardNamed(page, nickname).waitFor();
        expect(await cards(page).count()).toBe(3);
        expect(await cardNamed(page, nickname).innerText()).toMatch(/1111/);

        // The bank account form is the dialog's other choice.
        await page.getByRole('button', { name: 'Add Wallet Item' }).click();
        await add.getByText('Bank Account', { exact: true }).click();
        await add.getByLabel(/Routing Number/).waitFor();
        await expectAccessible(page, `Add Wallet Item, bank account (${width} px)`);
        await page.keyboard.press('Escape');
        await add.waitFor({ state: 'detached' });

        // Edit Wallet Item: a new nickname.
        await page.getByRole('button', { name: `Edit ${nickname}` }).click();
        const edit = page.getByRole('dialog', { name: 'Edit Wallet Item' });
        await edit.getByLabel(/Wallet Nickname/).fill(renamed);
        // The demo settings collect the billing zip code: a card edit asks for it.
        await edit.getByRole('button', { name: 'Save' }).click();
        await edit.getByText('Zip code is required.').waitFor();
        await edit.getByLabel(/Billing zip code/).fill('46032');
        await expectAccessible(page, `Edit Wallet Item (${width} px)`);
        await edit.getByRole('button', { name: 'Save' }).click();
        await edit.waitFor({ state: 'detached' });
        await cardNamed(page, renamed).waitFor();
        expect(await cardNamed(page, nickname).count()).toBe(0);

        // Delete, after 'Are you sure?'.
        await page.getByRole('button', { name: `Delete ${renamed}` }).click();
        const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
        await confirm.waitFor();
        await expectAccessible(page, `Delete wallet item, Are you sure? (${width} px)`);
        await confirm.getByRole('button', { name: 'Yes' }).click();
        await confirm.waitFor({ state: 'detached' });
        await cardNamed(page, renamed).waitFor({ state: 'detached' });
        expect(await cards(page).count()).toBe(2);

        // Edit Information: the wallet email, then back as it was.
        const walletEmail = page.getByText(/^Wallet email: /);
        const before = (await walletEmail.innerText()).replace(/^Wallet email: /, '');
        const changed = `emily.wallet.${width}@example.com`;
        await page.getByRole('button', { name: 'Edit Information' }).click();
        const info = page.getByRole('dialog', { name: 'Edit Information' });
        await info.getByLabel(/Email Address/).fill(changed);
        await expectAccessible(page, `Edit Information (${width} px)`);
        await info.getByRole('button', { name: 'Save' }).click();
        await info.waitFor({ state: 'detached' });
        await page.getByText(`Wallet email: ${changed}`).waitFor();
        // What was saved is what the server reads back.
        await openWallet(page);
        await page.getByText(`Wallet email: ${changed}`).waitFor();
        await page.getByRole('button', { name: 'Edit Information' }).click();
        await info.getByLabel(/Email Address/).fill(before);
        await info.getByRole('button', { name: 'Save' }).click();
        await page.getByText(`Wallet email: ${before}`).waitFor();
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('saves a first card to an empty wallet and pays a policy with it in Pay Now (375 px)', async () => {
    const { context, page, problems } = await openContext(browser, 375);
    try {
      await signIn(page, WALLET_PAYER);
      await waitForPath(page, '/');
      await openWallet(page);
      await page.getByText('No Wallets').waitFor();
      await expectAccessible(page, 'Wallet tab, no wallet (375 px)');

      await page.getByRole('button', { name: 'Add Wallet Item' }).click();
      const add = page.getByRole('dialog', { name: 'Add Wallet Item' });
      await add.getByLabel(/Wallet Nickname/).fill('Harold Visa');
      await add.getByLabel(/Expiration month/).selectOption('12');
      await add.getByLabel(/Expiration year/).selectOption({ index: 3 });
      await enterCard(page, add, SANDBOX.approvedCard);
      await add.getByTestId('card-on-file').waitFor();
      await add.getByRole('button', { name: 'Save' }).click();
      await add.waitFor({ state: 'detached' });
      await cardNamed(page, 'Harold Visa').waitFor();
      // The wallet is created with the first item, under the account's email.
      await page.getByText('Wallet email: harold.jensen@example.com').waitFor();

      await page.goto(url('/PPA1000401/paynow'));
      await waitForPath(page, '/');
      const dialog = wizard(page);
      await dialog.getByText('Select Account/Policies').first().waitFor();
      expect(await dialog.getByRole('checkbox', { name: /PPA1000401/ }).isChecked()).toBe(true);
      let amount = await lineAmountCents(dialog, 'PPA1000401');
      if (amount === 0) {
        // Nothing due today: a custom payment of $25.00.
        await dialog.getByTestId('line-PPA1000401').getByLabel('Payment option').selectOption('Custom Payment');
        await dialog.getByTestId('line-PPA1000401').getByLabel('Amount').fill('25.00');
        amount = 2500;
      }
      await dialog.getByRole('button', { name: 'Continue' }).click({ force: true });
      await dialog.getByText('Submit Payment Information').first().waitFor();
      const method = dialog.getByTestId('method-1');
      await method.getByLabel('Payment method', { exact: true }).selectOption('wallet');
      await method.getByLabel(/Wallet item/).selectOption({ label: 'Harold Visa (Visa ending in 1111)' });
      await expectAccessibleAtBothWidths(page, 'Pay Now, paying with a wallet item');
      await saveScreenshot(page, 'paynow-wallet-375');
      await dialog.getByRole('button', { name: 'Continue' }).click({ force: true });
      const confirm = dialog.getByTestId('confirm-step');
      await confirm.waitFor();
      expect(await confirm.innerText()).toContain('Wallet: Harold Visa (ending in 1111)');
      expect(centsOf(await dialog.getByTestId('confirm-total').innerText())).toBeGreaterThanOrEqual(amount);
      await expectAccessible(page, 'Pay Now, confirm with a wallet item (375 px)');
      await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
      await dialog.getByText('Success!').waitFor({ timeout: 30_000 });
      expect(await dialog.getByTestId('confirmation-line').first().innerText()).toMatch(/^Confirmation \(PPA1000401\): \S+/);
      await expectAccessible(page, 'Pay Now, result with a wallet item (375 px)');
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
