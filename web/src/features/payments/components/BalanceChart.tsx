import '@mantine/charts/styles.layer.css';
import { LineChart } from '@mantine/charts';
import { Box, VisuallyHidden } from '@mantine/core';
import { useId } from '@mantine/hooks';
import dayjs from 'dayjs';
import { formatDate } from '@/lib/format';
import { formatCents } from '../rules/money';
import type { BalancePoint } from '../rules/pastPayments';
import { paymentsText, usePaymentsText } from '../i18n';

export interface BalanceChartProps {
  /** At least two points, oldest first (`balanceSeries`). */
  points: readonly BalancePoint[];
  /** The chart's accessible name ("Balance over time for PPA1000101"). */
  label: string;
  /** Height in px (the caller reserves it while this module loads). */
  height: number;
}

/** At most this many dates under the chart (more do not fit at 375 px). */
const MAX_DATE_TICKS = 4;

/** Above this many billing items the line has no dots. */
const MAX_DOTS = 24;

/** A day on the time axis (local midnight, as dayjs reads 2026-03-07) back to MM/DD/YYYY. */
const dayOf = (time: number) => (Number.isFinite(time) ? formatDate(dayjs(time).format('YYYY-MM-DD')) : '');

/** Up to `count` of the points' times, evenly spread by position, first and last included. */
export function dateTicks(times: readonly number[], count = MAX_DATE_TICKS): number[] {
  if (times.length <= count) return [...times];
  const step = (times.length - 1) / (count - 1);
  return Array.from({ length: count }, (_, i) => times[Math.round(i * step)]!);
}

/** What the chart shows, in words: its accessible description. */
export function balanceSummary(points: readonly BalancePoint[]): string {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const highest = Math.max(...points.map((p) => p.balanceCents));
  return paymentsText()('chart.summary', {
    items: points.length,
    from: formatDate(first.date),
    to: formatDate(last.date),
    highest: formatCents(highest),
    now: formatCents(last.balanceCents),
  });
}

/**
 * A policy's balance over time (issue 11), drawn by @mantine/charts (recharts). A balance holds
 * until the next billing item changes it, so the line is a step on a time axis. The chart is a
 * picture (role img) with a name and a summary for screen readers; the billing items table
 * beside it carries every figure for them and for keyboard users. Loaded lazily with the
 * billing history (BillingHistory), so recharts is in no page's first load.
 */
export function BalanceChart({ points, label, height }: BalanceChartProps) {
  const { t } = usePaymentsText();
  const summaryId = useId();
  const data = points.map((p) => ({ time: dayjs(p.date).valueOf(), balance: p.balanceCents }));
  const times = data.map((d) => d.time);
  return (
    <Box data-testid="balance-chart">
      <Box role="img" aria-label={label} aria-describedby={summaryId}>
        <LineChart
          h={height}
          data={data}
          dataKey="time"
          series={[{ name: 'balance', label: t('chart.series'), color: 'blue.7' }]}
          curveType="stepAfter"
          valueFormatter={formatCents}
          // Dots only while they stay apart; years of monthly items would merge into a bar.
          withDots={points.length <= MAX_DOTS}
          // The picture is not operable (the table is the keyboard's way to the figures).
          accessibilityLayer={false}
          // Room for the highest balance's label above the plot and for the axes' outer labels
          // (Mantine shifts the balance labels 10 px left of the axis width recharts measures).
          lineChartProps={{ margin: { top: 10, right: 20, bottom: 0, left: 12 } }}
          xAxisProps={{
            type: 'number',
            scale: 'time',
            domain: ['dataMin', 'dataMax'],
            ticks: dateTicks(times),
            tickFormatter: dayOf,
            padding: { left: 8, right: 12 },
          }}
          yAxisProps={{ width: 'auto', domain: [(min: number) => Math.min(0, min), 'auto'] }}
          tooltipProps={{ labelFormatter: (time) => dayOf(Number(time)) }}
          textColor="gray.7"
        />
      </Box>
      <VisuallyHidden id={summaryId}>{balanceSummary(points)}</VisuallyHidden>
    </Box>
  );
}
