/**
 * Accessibility checks of the browser journeys: `expectAccessible(page, 'screen name')` after
 * each screen or dialog a journey opens runs axe-core's WCAG 2.2 A and AA rules and fails on any
 * violation, and fails when the page scrolls sideways (checked at every width; each screen is
 * visited at 375 px somewhere).
 *
 * Not covered: /api/docs, the API reference Redoc renders for integrators (not a portal
 * screen). Redocly CLI 2.x's default theme fails the contrast rule there in three places (the
 * search trigger text #9b9ca8, links #1f7cff, the GET tag #25b869 on white), and its
 * `openapi.theme.colors` options no longer reach those colours (they are CSS variables such as
 * --link-color-primary); api-reference.spec.ts checks only that the page fits a phone.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * axe-core's own bundle (web's devDependency), injected into the page under test. Not with
 * page.addScriptTag: that adds an inline <script>, which the portal's Content-Security-Policy
 * (script-src 'self') refuses, and turning the policy off (bypassCSP) in every journey would
 * hide a regression of it. Evaluating the bundle through the DevTools protocol is not subject
 * to the page's policy.
 */
let axeSource: string | undefined;
const axeScript = () => (axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

/** WCAG 2.0, 2.1 and 2.2 success criteria at levels A and AA (axe-core's tags for them). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

/** One line per failing element: rule, impact, the element and axe's reason. */
export function describeViolations(screen: string, violations: readonly AxeViolation[]): string {
  const lines = violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `- ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    at ${n.target.map(String).join(' ')}\n    ${n.html.slice(0, 200)}\n    ${(n.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
    ),
  );
  return `${screen}: ${violations.length} WCAG 2.2 A/AA rule(s) failed on ${lines.length} element(s)\n${lines.join('\n')}`;
}

/**
 * Waits for running CSS transitions and animations (a dialog fading in, a banner sliding) to
 * end, so the colours axe measures are the ones the user ends up seeing.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    // A Mantine Transition spends one frame in its start state before its CSS transition runs,
    // so a quiet page is one with nothing running across two frames, checked a few times over.
    // A smooth scroll (a deep link to a section) is no Animation but starts transitions as it
    // goes (the home page's welcome fades out past a scroll offset): the page must stand still too.
    for (let round = 0; round < 20; round++) {
      const scrollY = window.scrollY;
      await frame();
      await frame();
      const running = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
      if (running.length === 0 && window.scrollY === scrollY) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/**
 * The page never scrolls sideways: nothing is wider than the viewport (a long word, a table or
 * a dialog pushed off-screen would make a phone user pan to reach it).
 */
export async function expectNoSideScroll(page: Page, screen: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  if (scrollWidth > clientWidth) {
    const widest = await page.evaluate((limit) => {
      const wide: string[] = [];
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const box = el.getBoundingClientRect();
        if (box.right > limit + 1 && wide.length < 5) {
          wide.push(`${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.className).slice(0, 60)} (right edge ${Math.round(box.right)} px)`);
        }
      }
      return wide;
    }, clientWidth);
    throw new Error(`${screen}: the page scrolls sideways (${scrollWidth} px of content in ${clientWidth} px).\n${widest.join('\n')}`);
  }
}

/**
 * Runs axe-core's WCAG 2.2 A and AA rules on what the page shows now (open dialogs included)
 * and fails on any violation, naming the screen; also fails when the page scrolls sideways.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await runAxe(page, screen);
  await expectNoSideScroll(page, screen);
}

/**
 * `expectAccessible` at the page's width, then at the other of 1280 and 375 px (then back): for
 * a screen or dialog a journey opens at one width only.
 */
export async function expectAccessibleAtBothWidths(page: Page, screen: string): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const other = viewport.width > 375 ? 375 : 1280;
  await expectAccessible(page, `${screen} (${viewport.width} px)`);
  await page.setViewportSize({ width: other, height: viewport.height });
  await page.waitForFunction((w) => document.documentElement.clientWidth <= w, other);
  try {
    await expectAccessible(page, `${screen} (${other} px)`);
  } finally {
    await page.setViewportSize(viewport);
  }
}

async function runAxe(page: Page, screen: string): Promise<void> {
  await settle(page);
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axeScript());
  }
  const violations = await page.evaluate(
    async (tags) => {
      const axe = (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<{ violations: unknown[] }> } }).axe;
      const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations;
    },
    [...WCAG_TAGS],
  );
  if (violations.length > 0) {
    throw new Error(describeViolations(screen, violations as AxeViolation[]));
  }
}
