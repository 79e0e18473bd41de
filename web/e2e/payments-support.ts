import type { Frame, FrameLocator, Locator, Page } from 'playwright-core';
import { baseUrl, mailboxUrl } from './support/paths';

/**
 * Helpers of the payment journeys (payments*.spec.ts): the sandbox card frame, the wizard's
 * steps (the receipt is read with support/mailbox.ts). Sandbox test cards and accounts are listed
 * in README ("Sandbox payment provider") and api/src/payments/provider/sandbox/test-instruments.ts.
 */
export const SANDBOX = {
  approvedCard: '4111111111111111',
  declinedCard: '4000000000000002',
  approvedAccount: '000123456789',
  routingNumber: '021000021',
};

export function wizard(page: Page): Locator {
  return page.getByRole('dialog');
}

/** Dollars shown as $1,234.50 to cents. */
export function centsOf(text: string): number {
  const m = /-?\$?([\d,]+)\.(\d{2})/.exec(text);
  if (!m) throw new Error(`No amount in "${text}"`);
  return Number(m[1].replace(/,/g, '')) * 100 + Number(m[2]);
}

export function dollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The sandbox's card frame inside the wizard. */
export function cardFrame(page: Page, title = 'Card details'): FrameLocator {
  return page.frameLocator(`iframe[title="${title}"]`);
}

/**
 * Asks for a card session and types a card into the provider's frame (never the portal's DOM),
 * then waits for the wizard to show the card on file.
 */
export async function enterCard(
  page: Page,
  scope: Locator,
  cardNumber: string,
  // The portal's texts around the provider's frame (a Spanish page has its own).
  portal = { button: 'Enter card details', frameTitle: 'Card details' },
): Promise<void> {
  await scope.getByRole('button', { name: portal.button }).click();
  const frame = cardFrame(page, portal.frameTitle);
  await frame.getByLabel('Card number').fill(cardNumber);
  const month = frame.getByLabel('Expiration month');
  await month.selectOption({ index: 12 });
  const year = frame.getByLabel('Expiration year');
  await year.selectOption({ index: 3 });
  await frame.getByLabel('Name on card').fill('Emily Carter');
  if ((await frame.getByLabel('Security code').count()) > 0) await frame.getByLabel('Security code').fill('123');
  if ((await frame.getByLabel('Billing zip code').count()) > 0) await frame.getByLabel('Billing zip code').fill('46032');
  await frame.getByRole('button', { name: 'Use this card' }).click();
}

/** Fills a bank account method (routing number first: the bank name is looked up at nine digits). */
export async function enterBank(scope: Locator, accountNumber = SANDBOX.approvedAccount): Promise<void> {
  await scope.getByLabel(/^Routing number/).fill(SANDBOX.routingNumber);
  await scope.getByLabel(/^Account type/).selectOption('1');
  await scope.getByLabel(/^Account number/).fill(accountNumber);
  await scope.getByLabel(/^Confirm account number/).fill(accountNumber);
}

/** The amount of a policy line on the first step (read-only for Current and Total Balance). */
export async function lineAmountCents(dialog: Locator, policyNumber: string): Promise<number> {
  return centsOf(await dialog.getByTestId(`line-${policyNumber}`).getByLabel('Amount').inputValue());
}

/** A date `days` after today (UTC, as the server counts days), YYYY-MM-DD. */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The test clock of recurring and scheduled payments: POST /dev/payments/run-due with a date runs
 * the daily scan and every charge due as of that date in the server under test (development
 * only: from this machine, with the start's mailbox key; api/src/payments/dev-payments.controller.ts).
 */
export async function runDuePayments(date: string): Promise<unknown> {
  const key = new URL(mailboxUrl()).searchParams.get('key') ?? '';
  const res = await fetch(`${baseUrl()}/dev/payments/run-due?key=${encodeURIComponent(key)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ date }),
  });
  if (res.status !== 200) throw new Error(`POST /dev/payments/run-due answered ${res.status}: ${await res.text()}`);
  return res.json();
}

export type { Frame };
