import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, mailboxUrl } from './paths';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Reads the development mailbox (newest mail first) at the address the server printed, with its
 * key, until `read` finds what it wants in the newest mail to `to` (optionally containing
 * `contains`). The mailbox answers only this machine, so it is read in a tab of its own: the
 * journey's page claims another address (X-Forwarded-For). Mail may be sent by a background job,
 * so the mailbox is reloaded for up to `timeoutMs`.
 */
async function pollMailbox<T>(
  page: Page,
  find: { to: string; contains?: string; what: string },
  read: (mail: Locator) => Promise<T | undefined>,
  timeoutMs: number,
): Promise<T> {
  const browser = page.context().browser();
  if (!browser) throw new Error('Reading the mailbox needs a page of a launched browser.');
  const context = await browser.newContext();
  try {
    const mailbox = await context.newPage();
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const res = await mailbox.goto(mailboxUrl());
      if (res?.status() !== 200) throw new Error(`The development mailbox answered ${res?.status()}: is DEV_MAILBOX on, and is its key right?`);
      let mail = mailbox.locator('article').filter({ hasText: find.to });
      if (find.contains) mail = mail.filter({ hasText: find.contains });
      mail = mail.first();
      if ((await mail.count()) > 0) {
        const found = await read(mail);
        if (found !== undefined) return found;
      }
      if (Date.now() > deadline) throw new Error(`No mail to ${find.to} with ${find.what} reached /dev/mailbox.`);
      await sleep(500);
    }
  } finally {
    await context.close();
  }
}

/** The first link whose path is `path` in the newest mail to `to`. */
export function linkFromMailbox(page: Page, to: string, path: string, timeoutMs = 20_000): Promise<URL> {
  return pollMailbox(
    page,
    { to, what: `a ${path} link` },
    async (mail) => {
      const hrefs = await mail.locator('a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
      const href = hrefs.find((h) => new URL(h).pathname === path);
      return href ? new URL(href) : undefined;
    },
    timeoutMs,
  );
}

/** The text of the newest mail to `to` that contains `contains`. */
export function mailText(page: Page, to: string, contains: string, timeoutMs = 30_000): Promise<string> {
  return pollMailbox(page, { to, contains, what: `"${contains}" in it` }, (mail) => mail.innerText(), timeoutMs);
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
