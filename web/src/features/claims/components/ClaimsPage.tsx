import { Anchor, Badge, Card, Group, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { policiesQueryOptions } from '@/features/policies';
import { CLAIMS_PER_PAGE, claimsNewestFirst, claimStatusLabel, isPendingClaim, pageCount, pageOf } from '../claims';
import { STATE_COLORS } from '@/theme';
import { formatDate, formatPhone } from '@/lib/format';
import { TermValue } from './TermValue';
import { useClaimsText } from '../i18n';

/** /claims (doc 1 §2 Claims list screen): every claim of the user's policies, newest first, 3 per page. */
export function ClaimsPage({ title }: { title?: string }) {
  const { data: policies } = useSuspenseQuery(policiesQueryOptions());
  const { t } = useClaimsText();
  const claims = claimsNewestFirst(policies);
  const [page, setPage] = useState(1);
  const pages = pageCount(claims.length, CLAIMS_PER_PAGE);

  return (
    <Stack gap="lg">
      <Title order={1}>{title ?? t('page.title')}</Title>
      <Group gap="lg">
        <Anchor component={Link} to="/profile/alerts">
          {t('list.alerts')}
        </Anchor>
        <Anchor component={Link} to="/report-claim">
          {t('list.report')}
        </Anchor>
      </Group>
      {claims.length === 0 ? (
        <Text data-testid="claims-empty">{t('list.noResults')}</Text>
      ) : (
        <>
          <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('list.claims')}>
            {pageOf(claims, page).map((claim) => {
              const rep = claim.representative;
              return (
                <Card component="li" key={claim.number} withBorder shadow="xs" padding="md" data-testid="claim-card">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Title order={2} size="h4">
                      <Anchor inherit renderRoot={(props) => <Link {...props} to="/claims/$claimNumber" params={{ claimNumber: claim.number }} />}>
                        {t('list.claim', { claimNumber: claim.number })}
                      </Anchor>
                    </Title>
                    {isPendingClaim(claim) ? (
                      <Badge color={STATE_COLORS.pending}>{t('list.pending')}</Badge>
                    ) : (
                      <Badge variant="light">{claimStatusLabel(claim.status)}</Badge>
                    )}
                  </Group>
                  <SimpleGrid cols={2} mt="sm" spacing="xs" component="dl" style={{ margin: 0 }}>
                    <TermValue label={t('list.type')} value={claim.type} />
                    <TermValue label={t('list.lossDate')} value={formatDate(claim.lossDate)} />
                    <TermValue label={t('list.status')} value={isPendingClaim(claim) ? t('list.pending') : claimStatusLabel(claim.status)} />
                    <TermValue label={t('list.policy')} value={claim.policy} />
                    <div style={{ gridColumn: '1 / -1' }}>
                      <Text component="dt" size="sm" c="dimmed">
                        {t('list.representative')}
                      </Text>
                      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                        {rep.name || t('list.notAssigned')}
                        {rep.email && (
                          <>
                            <br />
                            <Anchor href={`mailto:${rep.email}`}>{rep.email}</Anchor>
                          </>
                        )}
                        {rep.phone && (
                          <>
                            <br />
                            <Anchor href={`tel:${rep.phone.replace(/\D/g, '')}`}>{formatPhone(rep.phone)}</Anchor>
                          </>
                        )}
                      </Text>
                    </div>
                  </SimpleGrid>
                </Card>
              );
            })}
          </Stack>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={setPage}
              siblings={1}
              boundaries={0}
              getItemProps={(item) => ({ 'aria-label': t('list.page', { page: item }) })}
              getControlProps={(control) => ({
                'aria-label':
                  control === 'next'
                    ? t('list.nextPage')
                    : control === 'previous'
                      ? t('list.previousPage')
                      : control === 'first'
                        ? t('list.firstPage')
                        : t('list.lastPage'),
              })}
              aria-label={t('list.pages')}
            />
          )}
        </>
      )}
    </Stack>
  );
}
