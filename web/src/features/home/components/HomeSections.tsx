import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { NoResults, policiesQueryOptions } from '@/features/policies';
import { claimStatusLabel, latestEventLabel } from '@/features/claims';
import { formatDate, formatPhone } from '@/lib/format';
import { useHomeText } from '../i18n';

/** A short claims summary linking to /claims. */
export function ClaimsSummary() {
  const { t } = useHomeText();
  const { data } = useSuspenseQuery(policiesQueryOptions());
  const claims = [...new Map(data.flatMap((p) => p.claims).map((c) => [c.number, c])).values()].sort((a, b) => b.lossDate.localeCompare(a.lossDate));
  return (
    <Stack gap="xs">
      {claims.length === 0 ? (
        <NoResults />
      ) : (
        claims.slice(0, 3).map((c) => (
          <Text key={c.number}>
            {formatDate(c.lossDate)} · {c.type} ·{' '}
            <Anchor renderRoot={(props) => <Link {...props} to="/claims/$claimNumber" params={{ claimNumber: c.number }} />}>
              {t('claims.claim', { number: c.number })}
            </Anchor>{' '}
            · {claimStatusLabel(c.status)}
            {c.latestEvent && (
              <Text span c="dimmed" size="sm" display="block" data-testid="claim-latest-event">
                {t('claims.latest', { event: latestEventLabel(c.latestEvent.kind), date: formatDate(c.latestEvent.occurredAt) })}
              </Text>
            )}
          </Text>
        ))
      )}
      <Group gap="md">
        <Anchor renderRoot={(props) => <Link {...props} to="/claims" />}>
          {claims.length > 3 ? t('claims.viewAll', { count: claims.length }) : t('claims.view')}
        </Anchor>
        <Anchor renderRoot={(props) => <Link {...props} to="/report-claim" />}>{t('claims.report')}</Anchor>
      </Group>
    </Stack>
  );
}

/** The agencies serving the user's policies, linking to /agency. */
export function AgencySummary() {
  const { t } = useHomeText();
  const { data } = useSuspenseQuery(policiesQueryOptions());
  const agencies = [...new Map(data.map((p) => [p.agency.agencyCode, p.agency])).values()];
  return (
    <Stack gap="xs">
      {agencies.length === 0 ? (
        <NoResults />
      ) : (
        agencies.map((a) => (
          <Text key={a.agencyCode}>
            <strong>{a.displayName}</strong>
            {a.phones[0] ? ` · ${formatPhone(a.phones[0])}` : ''}
          </Text>
        ))
      )}
      <Anchor renderRoot={(props) => <Link {...props} to="/agency" />}>{t('agency.details')}</Anchor>
    </Stack>
  );
}
