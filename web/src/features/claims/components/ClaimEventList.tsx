import { Stack, Text, Timeline } from '@mantine/core';
import type { ClaimTimelineEvent } from '@portal/generated-client';
import { formatDate, formatDateTime, formatPhone } from '@/lib/format';
import { useClaimsText } from '../i18n';
import { formatCents } from '../detail/rules';

/**
 * A claim's events as a timeline, oldest first, the last one active: each event's title and its
 * facts (date, adjuster, appointment, payment, estimate, items, note). The customer's claim page
 * and the back office's Claims section show the same list.
 */
export function ClaimEventList({
  events,
  bulletSize,
  testId,
  timeZone,
}: {
  events: ClaimTimelineEvent[];
  bulletSize: number;
  testId: string;
  /** Appointment times in this zone, with its label (the back office shows US Eastern); else the browser's. */
  timeZone?: { id: string; label: string };
}) {
  return (
    <Timeline active={events.length - 1} bulletSize={bulletSize} lineWidth={2} data-testid={testId}>
      {events.map((e) => (
        <Timeline.Item key={e.eventId} title={<Text fw={600}>{e.title}</Text>}>
          <EventFacts event={e} timeZone={timeZone} />
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** An event's facts under its title. */
function EventFacts({ event: e, timeZone }: { event: ClaimTimelineEvent; timeZone?: { id: string; label: string } }) {
  const { t } = useClaimsText();
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {formatDate(e.occurredAt)}
      </Text>
      {e.adjuster && (
        <Text size="sm">
          {e.adjuster.name}
          {e.adjuster.phone ? `, ${formatPhone(e.adjuster.phone)}` : ''}
        </Text>
      )}
      {e.scheduledFor && (
        <Text size="sm">
          {t('detail.appointment', {
            when: formatDateTime(e.scheduledFor, timeZone?.id),
          })}
          {timeZone ? ` ${timeZone.label}` : ''}
        </Text>
      )}
      {e.kind === 'paymentIssued' && e.paymentDate && (
        <Text size="sm">{t(e.paymentMethod === 'check' ? 'detail.paidByCheck' : 'detail.paidByDeposit', { date: formatDate(e.paymentDate) })}</Text>
      )}
      {e.kind === 'estimateWritten' && e.amountCents !== null && <Text size="sm">{t('detail.estimate', { amount: formatCents(e.amountCents) })}</Text>}
      {e.items.length > 0 && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t(e.kind === 'documentsRequested' ? 'detail.askedFor' : 'detail.files', { items: e.items.join(', ') })}
        </Text>
      )}
      {e.note && <Text size="sm">{e.note}</Text>}
    </Stack>
  );
}
