import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import { baseUrl, launchBrowser, saveScreenshot } from './support/browser';
import { field, linkFromMailbox, onServerUnderTest, pageFromAddress } from './support/mailbox';

/**
 * Registration journeys (doc 1 §2, §4): a policyholder with no account registers, confirms
 * the email and logs in; a visitor fails verification three times and asks staff to verify.
 * Values are those of the demo book (api/src/seed/README.md, "Registering a new account").
 * The journeys run in this order in one file: the second one uses Marcus Bell's home policy
 * after the first registered his auto policy.
 */

const MARCUS = {
  autoPolicy: 'PPA1001101',
  homePolicy: 'HOM2001101',
  name: 'Marcus Bell',
  licence: '6207418853',
  dateOfBirth: '10/02/1986',
  zip: '46250',
  ssnLast4: '5309',
  email: 'marcus.bell@example.com',
  password: 'Lantern-Bell-2026',
};
const NOT_IN_BOOK = 'PPA1009999';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Screenshots the page at phone and desktop width, then carries on at desktop width. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top: on desktop the header is fixed and would be pictured mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
    await expectAccessible(page, `${name} (${width} px)`);
    await saveScreenshot(page, `${name}-${width}`);
  }
}

function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

describe('Registration', () => {
  it('registers a policyholder with no account, confirms the email and logs in', async () => {
    const page = await pageFromAddress(browser, '203.0.113.11');
    const problems = watchProblems(page);

    // Part 1, prefilled from the query values.
    await page.goto(`${baseUrl()}/registration?policyNumber=${MARCUS.autoPolicy}&policyHolder=${encodeURIComponent(MARCUS.name)}`);
    await heading(page, 'Policy Verification').waitFor();
    expect(await field(page, 'Policy Number').inputValue()).toBe(MARCUS.autoPolicy);
    expect(await field(page, 'Policyholder Name').inputValue()).toBe(MARCUS.name);
    await shoot(page, 'registration-1-part1');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Part 2 asks a PPA policy for a licence number and the billing zip, masked as typed.
    const licence = field(page, "Driver's License Number");
    await licence.waitFor();
    expect(await field(page, 'Date of Birth').count()).toBe(0);
    await licence.pressSequentially('620-741-8853');
    expect(await licence.inputValue()).toBe(MARCUS.licence);
    const zip = field(page, 'Billing Zip Code');
    await zip.pressSequentially('46a250-12');
    expect(await zip.inputValue()).toBe(MARCUS.zip);
    await shoot(page, 'registration-2-part2');
    await page.getByRole('button', { name: 'Verify Policy' }).click();

    // Account creation: Create Account waits for equal passwords and the terms.
    await heading(page, 'Account Creation').waitFor();
    const create = page.getByRole('button', { name: 'Create Account' });
    expect(await create.isDisabled()).toBe(true);
    await field(page, 'Email').fill(MARCUS.email);
    await field(page, 'Password').fill(MARCUS.password);
    await field(page, 'Confirm Password').fill(`${MARCUS.password}x`);
    await field(page, 'I agree to the terms of use').check();
    expect(await create.isDisabled()).toBe(true);
    await field(page, 'Confirm Password').fill(MARCUS.password);
    expect(await create.isEnabled()).toBe(true);

    await page.getByRole('button', { name: 'Show Terms' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms of Use' });
    await terms.waitFor();
    await shoot(page, 'registration-3-terms');
    await terms.getByRole('button', { name: 'Close', exact: true }).click();
    await terms.waitFor({ state: 'hidden' });
    await shoot(page, 'registration-4-account');
    await create.click();

    // The post-registration panel names the address the confirmation went to.
    await heading(page, 'Check Your Email').waitFor();
    expect(await page.getByText(`We sent a confirmation email to ${MARCUS.email}.`).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    await shoot(page, 'registration-5-registered');

    // The confirmation email's link confirms the address.
    const link = await linkFromMailbox(page, MARCUS.email, '/confirmemail');
    await page.goto(onServerUnderTest(link));
    await page.getByText('Thank you for confirming your email address.').waitFor();
    expect(await page.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/');
    await shoot(page, 'registration-6-confirmed');

    // The new account logs in and lands on the home page.
    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel(/^Email/).fill(MARCUS.email);
    await field(page, 'Password').fill(MARCUS.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });

    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('offers staff verification after three failed verifications and explains what is next', async () => {
    const page = await pageFromAddress(browser, '203.0.113.12');
    const problems = watchProblems(page);
    await page.goto(`${baseUrl()}/registration`);
    await heading(page, 'Policy Verification').waitFor();

    const failOnce = async () => {
      await field(page, 'Policy Number').fill(NOT_IN_BOOK);
      await field(page, 'Policyholder Name').fill('Nobody Here');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Matching Policy Not Found!').waitFor();
      expect(await page.getByText('Verification Failed', { exact: true }).isVisible()).toBe(true);
    };

    await failOnce();
    await page.getByRole('button', { name: 'Back and try again' }).click();
    await failOnce();
    await shoot(page, 'registration-7-failed');
    await page.getByRole('button', { name: 'Back and try again' }).click();
    await failOnce();

    // The third failure leaves only the staff form: no way back.
    await heading(page, 'Staff Verification').waitFor();
    expect(await page.getByRole('button', { name: 'Back and try again' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Back', exact: true }).count()).toBe(0);
    expect(await field(page, 'Policy Number').inputValue()).toBe(NOT_IN_BOOK);

    // Details that match no policy: the request is not stored.
    const fillAccount = async () => {
      await field(page, 'Last 4 of SSN/FEIN').fill(MARCUS.ssnLast4);
      const phone = field(page, 'Phone Number');
      await phone.fill('');
      await phone.pressSequentially('3175550142');
      expect(await phone.inputValue()).toBe('317-555-0142');
      await field(page, 'Email').fill('marcus.home@example.com');
      await field(page, 'Confirm Email').fill('marcus.home@example.com');
      await field(page, 'Password').fill(MARCUS.password);
      await field(page, 'Confirm Password').fill(MARCUS.password);
    };
    await field(page, "Driver's License Number").fill('123456789');
    await field(page, 'Billing Zip Code').fill(MARCUS.zip);
    await fillAccount();
    await page.getByRole('button', { name: 'Send to Staff' }).click();
    await page.getByText('Check the information provided!').waitFor();

    // A home policy asks for the date of birth instead of a licence.
    await field(page, 'Policy Number').fill(MARCUS.homePolicy);
    await field(page, 'Policyholder Name').fill(MARCUS.name);
    const dateOfBirth = field(page, 'Date of Birth');
    await dateOfBirth.waitFor();
    expect(await field(page, "Driver's License Number").count()).toBe(0);
    await dateOfBirth.pressSequentially('10021986');
    expect(await dateOfBirth.inputValue()).toBe(MARCUS.dateOfBirth);
    await shoot(page, 'registration-8-staff');
    await page.getByRole('button', { name: 'Send to Staff' }).click();

    await heading(page, "What's next?").waitFor();
    expect(await page.getByText('until the end of the next business day', { exact: false }).isVisible()).toBe(true);
    await shoot(page, 'registration-9-whats-next');

    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("opens the staff form from 'Having problems?' at any time, with a way back", async () => {
    const page = await pageFromAddress(browser, '203.0.113.13', 375);
    await page.goto(`${baseUrl()}/registration?policyNumber=${MARCUS.homePolicy}`);
    await heading(page, 'Policy Verification').waitFor();
    await page.getByRole('button', { name: 'Having problems?' }).click();
    await heading(page, 'Staff Verification').waitFor();
    await expectAccessible(page, 'registration: staff verification from Having problems? (375 px)');
    expect(await field(page, 'Policy Number').inputValue()).toBe(MARCUS.homePolicy);
    expect(await field(page, 'Date of Birth').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await heading(page, 'Policy Verification').waitFor();
    await page.context().close();
  });
});
