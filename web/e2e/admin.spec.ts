import type { Browser, Page } from 'playwright-core';
import { ADMIN, adminToken, CUSTOMER, openContext, signIn, url, waitForPath } from './auth-journeys';
import { expectAccessible } from './support/accessibility';
import { baseUrl, launchBrowser, saveScreenshot } from './support/browser';
import { linkFromMailbox } from './support/mailbox';

// Each admin sign-in may wait out a used 30-second step of the demo admin's app code (issue 17).
jest.setTimeout(120_000);

/**
 * The back office (doc 4 §2, issue 15): member search and a member's actions, staff
 * verification, system toggles seen by a customer, and a system info message seen on the
 * sign-in page. Shares the one server with the other journeys, so whatever a test changes it
 * puts back (the payments toggle, its own message, the account an accepted request creates),
 * through the API when the screen did not get that far.
 */

/** A customer no other journey resets a password for. */
const MEMBER = { name: 'Harold Jensen', namePart: 'Jens', email: 'harold.jensen@example.com', policy: 'PPA1000401' };
/** The two pending requests of the demo book (seed README). */
const TO_ACCEPT = { holder: 'Marcus Bell', email: 'marcus.bell@example.com' };
const TO_DECLINE = { holder: 'Priya Raman' };
const PAYMENTS_OFF =
  /^We are currently experiencing issues accepting payments\. Please contact Customer Service at [\d.\-() ]+\. We apologize for the inconvenience\.$/;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The admin API with a bearer token, for putting shared state back. */
/** Deletes every account whose email is exactly `email`, through the admin calls (journey set-up and clean-up). */
async function deleteAccountsOf(email: string): Promise<void> {
  const found = await adminApi<{ items: { id: string; email: string }[] }>('/admin/search', { criteria: email });
  for (const m of found.items.filter((i) => i.email === email)) await adminApi('/admin/deleteuser', { userId: m.id });
}

async function adminApi<T>(path: string, body?: object): Promise<T> {
  const token = await adminToken();
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  return ((await res.json()) as { result: T }).result;
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
    await expectAccessible(page, `${name} (${width} px)`);
    await saveScreenshot(page, `${name}-${width}`);
  }
}

async function adminPage(section?: string): Promise<{ page: Page; problems: string[]; close: () => Promise<void> }> {
  const { context, page, problems } = await openContext(browser, 1280, { extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.150' } });
  await signIn(page, ADMIN);
  await waitForPath(page, '/admin');
  if (section) {
    await page.getByRole('tab', { name: section }).click();
  }
  return { page, problems, close: () => context.close() };
}

async function search(page: Page, criteria: string): Promise<void> {
  await page.getByLabel('Name, email, username or policy number').fill(criteria);
  await page.getByRole('button', { name: 'Search' }).click();
}

describe('Back office', () => {
  it('finds a member by part of a name and by policy number, opens them and sends a password reset', async () => {
    const { page, problems, close } = await adminPage();
    try {
      await page.getByRole('heading', { name: 'Member Accounts' }).waitFor();
      // Admins never see the customer menu.
      expect(await page.getByRole('link', { name: 'Payments' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Search' }).isDisabled()).toBe(true);
      await page.getByLabel('Name, email, username or policy number').fill('   ');
      expect(await page.getByRole('button', { name: 'Search' }).isDisabled()).toBe(true);

      await search(page, 'zz-nobody-matches-this');
      await page.getByText('No Results Found').waitFor();

      await search(page, MEMBER.namePart);
      const results = page.getByTestId('member-results');
      await results.getByRole('cell', { name: MEMBER.name, exact: true }).waitFor();
      await shoot(page, 'admin-1-members');

      await search(page, MEMBER.policy);
      await results.locator('tbody tr').filter({ hasText: MEMBER.policy }).waitFor();
      expect(await results.locator('tbody tr').count()).toBe(1);
      expect(await results.locator('tbody tr').innerText()).toContain(MEMBER.name);
      await results.getByRole('button', { name: `Open ${MEMBER.name}` }).click();

      const dialog = page.getByRole('dialog', { name: MEMBER.name });
      await dialog.getByTestId('member-policies').getByRole('cell', { name: MEMBER.policy, exact: true }).waitFor();
      await dialog.getByText(MEMBER.email, { exact: true }).first().waitFor();
      await shoot(page, 'admin-2-member');

      await dialog.getByRole('button', { name: 'Send Password Reset' }).click();
      await dialog.getByText('Password Reset Email has been sent').waitFor();
      const link = await linkFromMailbox(page, MEMBER.email, '/resetpassword');
      expect(link.searchParams.size).toBeGreaterThan(0);

      // The add-policy rule is checked before the call.
      await dialog.getByLabel('Policy number to add').fill('PPA');
      await dialog.getByRole('button', { name: 'Add Policy' }).click();
      await dialog.getByText('The policy number must be longer than 3 characters.').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // The reset is in the audit trail, found by its action.
      await page.getByRole('tab', { name: 'Audit' }).click();
      await page.getByLabel('Action').fill('sendPasswordReset');
      await page.getByRole('button', { name: 'Filter' }).click();
      const audit = page.getByTestId('audit-table');
      await audit.locator('tbody tr').filter({ hasText: 'sendPasswordReset' }).filter({ hasText: ADMIN.username }).first().waitFor();
      // Only that action once the filtered page replaces the unfiltered one.
      await page.waitForFunction(() => {
        const rows = [...document.querySelectorAll('[data-testid="audit-table"] tbody tr')];
        return rows.length > 0 && rows.every((r) => r.textContent?.includes('sendPasswordReset'));
      });
      await shoot(page, 'admin-2b-audit');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('logs in as a member in a second tab: the banner names both, the first tab stays the admin, Back to admin restores the staff session, and the Audit tab has the login-as', async () => {
    const { page: first, problems, close } = await adminPage();
    try {
      // A second tab of the same browser (shared localStorage, its own sessionStorage).
      const page = await first.context().newPage();
      page.on('pageerror', (error) => problems.push(`page error (second tab): ${error.message}`));
      await page.goto(url('/admin'));
      await page.getByRole('heading', { name: 'Member Accounts' }).waitFor();
      await search(page, MEMBER.policy);
      const results = page.getByTestId('member-results');
      await results.getByRole('button', { name: `Open ${MEMBER.name}` }).click();
      const dialog = page.getByRole('dialog', { name: MEMBER.name });
      await dialog.getByRole('button', { name: 'Log in as' }).click();

      // The member's portal, in this tab, with the banner on every customer screen.
      const banner = page.getByTestId('impersonation-banner');
      await banner.getByText(`Signed in as ${MEMBER.name} by staff member ${ADMIN.username}`).waitFor();
      await page.getByRole('link', { name: 'Payments' }).first().waitFor();
      await shoot(page, 'admin-2c-login-as');

      // The first tab is still the staff member's, also after a reload: the login-as lives in the second tab only.
      await first.reload();
      await waitForPath(first, '/admin');
      await first.getByRole('heading', { name: 'Member Accounts' }).waitFor();
      expect(await first.getByTestId('impersonation-banner').count()).toBe(0);
      await search(first, MEMBER.policy);
      await first
        .getByTestId('member-results')
        .getByRole('button', { name: `Open ${MEMBER.name}` })
        .waitFor();

      // The back office refuses the login-as session; the tab keeps it across page loads.
      await page.goto(url('/admin'));
      await waitForPath(page, '/unauthorized');
      await page.goto(url('/'));
      await banner.waitFor();

      await banner.getByRole('button', { name: 'Back to admin' }).click();
      await waitForPath(page, '/admin');
      await page.getByRole('heading', { name: 'Member Accounts' }).waitFor();
      expect(await page.getByTestId('impersonation-banner').count()).toBe(0);

      await page.getByRole('tab', { name: 'Audit' }).click();
      await page.getByLabel('Action').fill('impersonateUser');
      await page.getByRole('button', { name: 'Filter' }).click();
      await page.getByTestId('audit-table').locator('tbody tr').filter({ hasText: 'impersonateUser' }).filter({ hasText: ADMIN.username }).first().waitFor();
      // The first tab is still signed in as the staff member after the second one came back.
      await first.getByRole('tab', { name: 'Audit' }).click();
      await first.getByTestId('audit-table').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('Log Out in a login-as tab ends the login-as only: the tab is back on /admin as the staff member, no second sign-in', async () => {
    const { page, problems, close } = await adminPage();
    try {
      await search(page, MEMBER.policy);
      await page
        .getByTestId('member-results')
        .getByRole('button', { name: `Open ${MEMBER.name}` })
        .click();
      await page.getByRole('dialog', { name: MEMBER.name }).getByRole('button', { name: 'Log in as' }).click();
      await page.getByTestId('impersonation-banner').waitFor();
      await page.goto(url('/logout'));
      await waitForPath(page, '/admin');
      await page.getByRole('heading', { name: 'Member Accounts' }).waitFor();
      expect(await page.getByTestId('impersonation-banner').count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('when the 30-minute login-as ends, the tab goes back to /admin by itself with the staff session (browser clock moved on)', async () => {
    const { page, problems, close } = await adminPage();
    try {
      // Idle sign-out far away, so only the login-as's own end can act in the 31 minutes.
      await page.evaluate(() => localStorage.setItem('portal.idleTimeouts', JSON.stringify({ warnMs: 36_000_000, logoutMs: 36_060_000 })));
      await search(page, MEMBER.policy);
      await page
        .getByTestId('member-results')
        .getByRole('button', { name: `Open ${MEMBER.name}` })
        .click();
      await page.getByRole('dialog', { name: MEMBER.name }).getByRole('button', { name: 'Log in as' }).click();
      const banner = page.getByTestId('impersonation-banner');
      await banner.waitFor();
      await page.clock.install();
      await page.reload();
      await banner.waitFor();
      await page.clock.fastForward('31:00');
      await waitForPath(page, '/admin');
      await page.getByRole('heading', { name: 'Member Accounts' }).waitFor();
      expect(await banner.count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('downloads activeUsers.csv from the Data tab: a customer who signed in today is in it with their policies', async () => {
    // A sign-in today, so the file has at least this customer whatever ran before.
    await fetch(`${baseUrl()}/api/account/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.152' },
      body: JSON.stringify({ username: CUSTOMER.username, password: CUSTOMER.password }),
    });
    const { page, problems, close } = await adminPage('Data');
    try {
      await page.getByRole('heading', { name: 'Active Users' }).waitFor();
      await shoot(page, 'admin-7-data');
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Active Users' }).click()]);
      expect(file.suggestedFilename()).toBe('activeUsers.csv');
      const stream = await file.createReadStream();
      let text = '';
      for await (const chunk of stream) text += String(chunk);
      const [header, ...rows] = text.trimEnd().split('\n');
      expect(header).toMatch(/^userName,email,name,lastLogin,emailConfirmed,deliveryEnabled,policyNumber1,policyNumber1Status/);
      expect(rows.some((r) => r.split(',')[1] === CUSTOMER.username)).toBe(true);
      await page.getByText('activeUsers.csv downloaded').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('declines one staff verification with a message and accepts another; the list refreshes', async () => {
    // The seeded request to accept creates an account for marcus.bell@example.com. The registration
    // journeys may already have registered that address (on Marcus's auto policy) and filed their own
    // staff request for the same home policy, on the same server, in either order: free the address
    // first, and take the oldest of Marcus's requests (the list is oldest first; the seeded one is
    // 20 hours old).
    await deleteAccountsOf(TO_ACCEPT.email);
    const { page, problems, close } = await adminPage('Staff Verification');
    let accepted = false;
    try {
      const list = page.getByRole('list', { name: 'Pending verifications' });
      await list
        .getByRole('button', { name: new RegExp(TO_DECLINE.holder) })
        .first()
        .waitFor();
      await list
        .getByRole('button', { name: new RegExp(TO_ACCEPT.holder) })
        .first()
        .waitFor();
      await shoot(page, 'admin-3-verifications');

      await list
        .getByRole('button', { name: new RegExp(TO_DECLINE.holder) })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'New Account Request' });
      await dialog.getByRole('button', { name: 'Decline' }).click();
      const message = dialog.getByLabel('Message to the requestor');
      await message.fill('Please call us back on 317-555-0133.');
      await dialog.getByRole('button', { name: 'Send Decline' }).click();
      await dialog.getByText('The message may not contain a phone number.').waitFor();
      await message.fill('We could not match these details to the policy. Please contact your agent.');
      await shoot(page, 'admin-4-decline');
      await dialog.getByRole('button', { name: 'Send Decline' }).click();
      await page.getByText(`Request of ${TO_DECLINE.holder} declined.`).waitFor();
      await list
        .getByRole('button', { name: new RegExp(TO_DECLINE.holder) })
        .first()
        .waitFor({ state: 'detached' });

      const marcusRequests = page.getByRole('button', { name: new RegExp(TO_ACCEPT.holder) });
      const before = await marcusRequests.count();
      await list
        .getByRole('button', { name: new RegExp(TO_ACCEPT.holder) })
        .first()
        .click();
      await dialog.getByRole('button', { name: 'Accept' }).click();
      await page.getByText(new RegExp(`Request of ${TO_ACCEPT.holder} accepted`)).waitFor();
      accepted = true;
      for (let i = 0; (await marcusRequests.count()) !== before - 1; i++) {
        if (i > 100) throw new Error(`the accepted request stayed in the list (${before} of ${TO_ACCEPT.holder}'s before)`);
        await page.waitForTimeout(100);
      }
      if ((await page.getByRole('list', { name: 'Pending verifications' }).count()) === 0) {
        await page.getByText('No pending verifications available').waitFor();
      }

      // The account exists now; delete it (with its confirmation) so the registration journeys find the policy free.
      await page.getByRole('tab', { name: 'Member Accounts' }).click();
      await search(page, TO_ACCEPT.email);
      await page.getByRole('button', { name: `Open ${TO_ACCEPT.holder}` }).click();
      const member = page.getByRole('dialog', { name: TO_ACCEPT.holder });
      await member.getByRole('button', { name: 'Delete User' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete User' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await member.waitFor({ state: 'detached' });
      accepted = false;
      await page.getByText('No Results Found').waitFor();
      expect(problems).toEqual([]);
    } finally {
      if (accepted) await deleteAccountsOf(TO_ACCEPT.email);
      await close();
    }
  });

  it("turns payments off and the customer's Pay Now refuses with the spec's message", async () => {
    const { page, problems, close } = await adminPage('System Toggles');
    const customer = await openContext(browser, 375, { extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.152' } });
    try {
      const payments = page.getByRole('switch', { name: /canMakePayments/ });
      await payments.waitFor();
      expect(await payments.isChecked()).toBe(true);
      await payments.click({ force: true });
      await page.getByText('Changes are saved as soon as a switch is turned.').waitFor();
      await page.waitForFunction(() => !(document.querySelector('[data-testid="toggle-canMakePayments"]') as HTMLInputElement | null)?.checked);
      await shoot(page, 'admin-5-toggles');

      await signIn(customer.page, CUSTOMER);
      await waitForPath(customer.page, '/');
      await customer.page.goto(url('/paynow'));
      await customer.page.getByText(PAYMENTS_OFF).waitFor({ timeout: 20_000 });
      await saveScreenshot(customer.page, 'admin-6-paynow-refused-375');

      await page.getByRole('switch', { name: /canMakePayments/ }).click({ force: true });
      await page.waitForFunction(() => (document.querySelector('[data-testid="toggle-canMakePayments"]') as HTMLInputElement | null)?.checked === true);
      expect(problems).toEqual([]);
    } finally {
      const toggles = await adminApi<{ canMakePayments: boolean; electronicAlertsEnabled: boolean; cccClaimsEnabled: boolean }>('/admin/systemtoggles');
      if (!toggles.canMakePayments) await adminApi('/admin/systemtoggles', { ...toggles, canMakePayments: true });
      await customer.context.close();
      await close();
    }
  });

  it('edits a system info message and the sign-in page shows it', async () => {
    const { page, problems, close } = await adminPage('Admin Settings');
    const text = `Back office journey notice ${Date.now()}`;
    const edited = `${text} (edited)`;
    const visitor = await openContext(browser, 375);
    try {
      await page.getByRole('button', { name: 'Add Message' }).click();
      const form = page.getByRole('dialog', { name: 'Add System Info Message' });
      await form.getByLabel(/^Message/).fill(text);
      // An hour ago in US Eastern, as the input takes it.
      const start = await page.evaluate(() => {
        const parts = new Intl.DateTimeFormat('en-CA', {
          timeZone: 'America/New_York',
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }).formatToParts(new Date(Date.now() - 3_600_000));
        const p = (t: string) => parts.find((x) => x.type === t)?.value ?? '';
        return `${p('year')}-${p('month')}-${p('day')}T${p('hour')}:${p('minute')}`;
      });
      await form.getByLabel(/^Start \(US Eastern\)/).fill(start);
      await form.getByRole('button', { name: 'Save' }).click();
      await form.waitFor({ state: 'detached' });
      const table = page.getByTestId('system-info-table');
      const row = table.getByRole('row').filter({ hasText: text });
      await row.getByText('Active').waitFor();

      await row.getByRole('button', { name: /^Edit message/ }).click();
      const edit = page.getByRole('dialog', { name: 'Edit System Info Message' });
      await edit.getByLabel(/^Message/).fill(edited);
      await shoot(page, 'admin-7-message-edit');
      await edit.getByRole('button', { name: 'Save' }).click();
      await edit.waitFor({ state: 'detached' });
      await table.getByRole('cell', { name: edited }).waitFor();
      await shoot(page, 'admin-8-settings');

      await visitor.page.goto(url('/login'));
      await visitor.page.getByText(edited).waitFor({ timeout: 20_000 });
      await saveScreenshot(visitor.page, 'admin-9-login-notice-375');

      await table
        .getByRole('row')
        .filter({ hasText: edited })
        .getByRole('button', { name: /^Delete message/ })
        .click();
      await page.getByRole('dialog', { name: 'Delete Message' }).getByRole('button', { name: 'Delete' }).click();
      await table.getByRole('cell', { name: edited }).waitFor({ state: 'detached' });
      expect(problems).toEqual([]);
    } finally {
      const state = await adminApi<{ systemInfoMessages: { id: number; message: string }[] }>('/admin');
      for (const m of state.systemInfoMessages.filter((x) => x.message.startsWith(text))) await adminApi('/admin/systeminfo', { action: 'delete', id: m.id });
      await visitor.context.close();
      await close();
    }
  });
  it('saves the chat schedule with its success dialog, and the advertisements and audit sections pass the checks at both widths', async () => {
    const { page, problems, close } = await adminPage('Chat Management');
    try {
      const start = page.getByLabel('Start time (US Eastern)');
      await start.waitFor();
      const before = await start.inputValue();
      await page.getByLabel('End time (US Eastern)').fill('06:00');
      await start.fill('07:30');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('The end time must be after the start time.').waitFor();
      await page.getByLabel('End time (US Eastern)').fill('17:30');
      await start.fill(before || '07:30');
      await shoot(page, 'admin-10-chat');
      await page.getByRole('button', { name: 'Save' }).click();
      const saved = page.getByRole('dialog', { name: 'Chat Options Saved' });
      await saved.waitFor();
      await saved.getByRole('button', { name: 'OK' }).click();
      await saved.waitFor({ state: 'detached' });

      await page.getByRole('tab', { name: 'Advertisements' }).click();
      await page.getByTestId('advertisement').first().waitFor();
      await shoot(page, 'admin-11-advertisements');

      await page.getByRole('tab', { name: 'Audit' }).click();
      await page.getByTestId('audit-table').waitFor();
      await shoot(page, 'admin-12-audit');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
