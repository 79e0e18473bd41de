import { Text } from '@mantine/core';
import { formatDate } from '@/lib/format';
import { formatCents } from '../rules/money';
import type { BalancePoint } from '../rules/pastPayments';

const WIDTH = 600;
const HEIGHT = 180;
const PAD = { left: 64, right: 12, top: 12, bottom: 28 };

/**
 * Balance over time as a small SVG line chart (our own, no chart library: nothing added to the
 * bundle). It is a picture with a text summary; the billing items table beside it carries the
 * figures for screen readers and keyboard users.
 */
export function BalanceChart({ points, label }: { points: readonly BalancePoint[]; label: string }) {
  if (points.length < 2)
    return (
      <Text c="dimmed" size="sm">
        Not enough billing history for a chart.
      </Text>
    );
  const times = points.map((p) => Date.parse(p.date));
  const values = points.map((p) => p.balanceCents);
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const [v0, v1] = [Math.min(0, ...values), Math.max(1, ...values)];
  const x = (t: number) => PAD.left + ((t - t0) / Math.max(1, t1 - t0)) * (WIDTH - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - (v - v0) / Math.max(1, v1 - v0)) * (HEIGHT - PAD.top - PAD.bottom);
  // A balance holds until the next item changes it: a step line.
  const path = points
    .map((p, i) => {
      const px = x(times[i]);
      const py = y(p.balanceCents);
      return i === 0 ? `M${px},${py}` : `H${px}V${py}`;
    })
    .join('');
  const last = points[points.length - 1];
  const summary = `${label}: ${points.length} billing items from ${formatDate(points[0].date)} to ${formatDate(last.date)}, highest balance ${formatCents(Math.max(...values))}, now ${formatCents(last.balanceCents)}.`;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      role="img"
      aria-label={summary}
      style={{ maxWidth: WIDTH, display: 'block' }}
      data-testid="balance-chart"
    >
      <line x1={PAD.left} y1={y(0)} x2={WIDTH - PAD.right} y2={y(0)} stroke="var(--mantine-color-gray-5)" />
      <line x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={HEIGHT - PAD.bottom} stroke="var(--mantine-color-gray-5)" />
      <text x={PAD.left - 6} y={y(v1) + 4} textAnchor="end" fontSize="11" fill="currentColor">
        {formatCents(v1)}
      </text>
      <text x={PAD.left - 6} y={y(0) + 4} textAnchor="end" fontSize="11" fill="currentColor">
        {formatCents(0)}
      </text>
      <text x={PAD.left} y={HEIGHT - 8} fontSize="11" fill="currentColor">
        {formatDate(points[0].date)}
      </text>
      <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end" fontSize="11" fill="currentColor">
        {formatDate(last.date)}
      </text>
      <path d={path} fill="none" stroke="var(--mantine-color-blue-7)" strokeWidth={2} />
      {points.map((p, i) => (
        <circle key={`${p.date}-${i}`} cx={x(times[i])} cy={y(p.balanceCents)} r={2.5} fill="var(--mantine-color-blue-7)" />
      ))}
    </svg>
  );
}
