/**
 * @jest-environment jsdom
 */
import type { Policy } from '@portal/generated-client';
import { screen } from '@testing-library/react';
import { renderUi } from '@/testing/render';
import { balanceSeries } from '../rules/pastPayments';
import { BalanceChart, balanceSummary, dateTicks } from './BalanceChart';
import { BillingHistory } from './BillingHistory';

/**
 * jsdom lays nothing out, so recharts' ResponsiveContainer would measure 0 x 0 and draw nothing.
 * This observer reports a 600 x 200 box, as a browser would for the chart's container.
 */
class SizedResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const contentRect = { width: 600, height: 200, top: 0, left: 0, bottom: 200, right: 600, x: 0, y: 0 } as DOMRectReadOnly;
    this.callback([{ target, contentRect } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

const original = globalThis.ResizeObserver;
beforeAll(() => {
  globalThis.ResizeObserver = SizedResizeObserver as unknown as typeof ResizeObserver;
});
afterAll(() => {
  globalThis.ResizeObserver = original;
});

const item = (itemDate: string, itemType: number, amount: number, balance: number) => ({
  itemDate,
  description: itemType === 2 ? 'Payment' : 'Premium billed',
  itemType,
  paymentAmount: itemType === 2 ? amount : 0,
  billedAmount: itemType === 2 ? 0 : amount,
  balance,
});

const ITEMS = [item('2026-01-05', 1, 182.4, 182.4), item('2026-01-20', 2, 182.4, 0), item('2026-02-05', 1, 182.4, 182.4), item('2026-03-05', 1, 1250, 1432.4)];

/** BillingHistory reads only the policy number and its billing items. */
const policyWith = (items: ReturnType<typeof item>[]) => ({ policyNumber: 'PPA1000101', billing: { billingItems: items } }) as unknown as Policy;

describe('billing history chart (issue 11)', () => {
  it('is a picture named for the policy and described in words (the table carries the figures)', async () => {
    renderUi(<BalanceChart points={balanceSeries(ITEMS)} label="Balance over time for PPA1000101" height={200} />);
    const chart = await screen.findByRole('img', { name: 'Balance over time for PPA1000101' });
    expect(chart).toHaveAccessibleDescription('4 billing items from 01/05/2026 to 03/05/2026, highest balance $1,432.40, now $1,432.40.');
    // The picture takes no keyboard focus: nothing inside it is operable.
    expect(chart.querySelector('[tabindex]:not([tabindex="-1"])')).toBeNull();
  });

  it('writes the balance axis as money and the time axis as MM/DD/YYYY, first and last day included', async () => {
    renderUi(<BalanceChart points={balanceSeries(ITEMS)} label="Balance over time for PPA1000101" height={200} />);
    const chart = await screen.findByRole('img', { name: 'Balance over time for PPA1000101' });
    const ticks = (axis: 'x' | 'y') =>
      [...chart.querySelectorAll(`.recharts-${axis}Axis-tick-labels .recharts-cartesian-axis-tick-value`)].map((t) => t.textContent);
    const balanceTicks = ticks('y');
    expect(balanceTicks.length).toBeGreaterThan(1);
    for (const tick of balanceTicks) expect(tick).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(balanceTicks).toContain('$0.00');
    const dateTicksShown = ticks('x');
    expect(dateTicksShown[0]).toBe('01/05/2026');
    expect(dateTicksShown[dateTicksShown.length - 1]).toBe('03/05/2026');
    for (const tick of dateTicksShown) expect(tick).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    // One line, through every billing item.
    expect(chart.querySelectorAll('.recharts-line-curve')).toHaveLength(1);
    expect(chart.querySelectorAll('.recharts-line-dot')).toHaveLength(ITEMS.length);
  });

  it('draws a step: a balance holds until the next billing item changes it', async () => {
    renderUi(<BalanceChart points={balanceSeries(ITEMS)} label="Balance over time for PPA1000101" height={200} />);
    const chart = await screen.findByRole('img', { name: 'Balance over time for PPA1000101' });
    const d = chart.querySelector('.recharts-line-curve')?.getAttribute('d') ?? '';
    const corners = [...d.matchAll(/[ML]([\d.]+),([\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
    // Each item: across at the old balance, then straight up or down to the new one.
    expect(corners).toHaveLength(2 * ITEMS.length - 1);
    for (let i = 1; i < corners.length; i++) {
      const [[x0, y0], [x1, y1]] = [corners[i - 1]!, corners[i]!];
      if (i % 2 === 1) expect(y1).toBe(y0);
      else expect(x1).toBe(x0);
    }
  });

  it('puts at most four dates under the chart, spread evenly, first and last always', () => {
    expect(dateTicks([1, 2, 3])).toEqual([1, 2, 3]);
    expect(dateTicks([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual([1, 4, 7, 10]);
  });

  it('summarises a falling balance by its highest and its latest figure', () => {
    const points = balanceSeries([item('2025-11-01', 1, 300, 300), item('2025-12-01', 2, 300, 0)]);
    expect(balanceSummary(points)).toBe('2 billing items from 11/01/2025 to 12/01/2025, highest balance $300.00, now $0.00.');
  });

  it('loads the chart with an opened billing history, beside the table of its items', async () => {
    renderUi(<BillingHistory policy={policyWith(ITEMS)} />);
    expect(await screen.findByRole('img', { name: 'Balance over time for PPA1000101' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Billing items of PPA1000101' })).toBeInTheDocument();
  });

  it('says there is not enough history for a chart when only one item is known', async () => {
    renderUi(<BillingHistory policy={policyWith([item('2026-01-20', 2, 182.4, 0)])} />);
    expect(await screen.findByText('Not enough billing history for a chart.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
