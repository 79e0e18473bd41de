import type { Browser, Page } from 'playwright-core';
import { baseUrl } from './paths';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Opens the development mailbox (/dev/mailbox, newest mail first) and returns the first link
 * whose path starts with `path` in the newest mail to `to`. Mail may be sent by a background
 * job, so the page is reloaded for up to `timeoutMs`.
 */
export async function linkFromMailbox(page: Page, to: string, path: string, timeoutMs = 20_000): Promise<URL> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await page.goto(`${baseUrl()}/dev/mailbox`);
    const mail = page.locator('article').filter({ hasText: to }).first();
    if ((await mail.count()) > 0) {
      const hrefs = await mail.locator('a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
      const href = hrefs.find((h) => new URL(h).pathname === path);
      if (href) return new URL(href);
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to} with a ${path} link reached /dev/mailbox.`);
    await sleep(500);
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
