import type { Browser, Page } from 'playwright-core';
import { baseUrl, mailboxUrl } from './paths';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Opens the development mailbox (newest mail first) at the address the server printed, with
 * its key, and returns the first link whose path starts with `path` in the newest mail to `to`.
 * The mailbox answers only this machine, so it is read in a tab of its own: the journey's page
 * claims another address (X-Forwarded-For). Mail may be sent by a background job, so the
 * mailbox is reloaded for up to `timeoutMs`.
 */
export async function linkFromMailbox(page: Page, to: string, path: string, timeoutMs = 20_000): Promise<URL> {
  const browser = page.context().browser();
  if (!browser) throw new Error('linkFromMailbox needs a page of a launched browser.');
  const context = await browser.newContext();
  try {
    const mailbox = await context.newPage();
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const res = await mailbox.goto(mailboxUrl());
      if (res?.status() !== 200) throw new Error(`The development mailbox answered ${res?.status()}: is DEV_MAILBOX on, and is its key right?`);
      const mail = mailbox.locator('article').filter({ hasText: to }).first();
      if ((await mail.count()) > 0) {
        const hrefs = await mail.locator('a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
        const href = hrefs.find((h) => new URL(h).pathname === path);
        if (href) return new URL(href);
      }
      if (Date.now() > deadline) throw new Error(`No mail to ${to} with a ${path} link reached /dev/mailbox.`);
      await sleep(500);
    }
  } finally {
    await context.close();
  }
}

/**
 * The emailed link opened on the server under test: mails point at the configured public
 * address (PUBLIC_URL, localhost by default), the browser keeps to the test server's origin.
 */
export function onServerUnderTest(link: URL): string {
  return `${baseUrl()}${link.pathname}${link.search}`;
}

/**
 * A page whose requests claim to come from `clientAddress` (the API trusts X-Forwarded-For),
 * so a journey's failed verifications and rate limits are counted for it alone.
 */
export async function pageFromAddress(browser: Browser, clientAddress: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    extraHTTPHeaders: { 'X-Forwarded-For': clientAddress },
  });
  return context.newPage();
}

/**
 * The input labelled exactly `label`; Mantine adds ' *' to the label of a required input,
 * which this ignores ('Password' finds "Password *" but not "Confirm Password *").
 */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}
