import { Anchor, Badge, Card, Group, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { policiesQueryOptions } from '@/features/policies';
import { CLAIMS_PER_PAGE, claimsNewestFirst, isPendingClaim, pageCount, pageOf } from '../claims';
import { STATE_COLORS } from '@/theme';
import { formatDate, formatPhone } from '@/lib/format';

/** /claims (doc 1 §2 Claims list screen): every claim of the user's policies, newest first, 3 per page. */
export function ClaimsPage({ title }: { title: string }) {
  const { data: policies } = useSuspenseQuery(policiesQueryOptions());
  const claims = claimsNewestFirst(policies);
  const [page, setPage] = useState(1);
  const pages = pageCount(claims.length, CLAIMS_PER_PAGE);

  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Group gap="lg">
        <Anchor component={Link} to="/profile/alerts">
          Sign up for email and text claim alerts
        </Anchor>
        <Anchor component={Link} to="/report-claim">
          Report a Claim
        </Anchor>
      </Group>
      {claims.length === 0 ? (
        <Text data-testid="claims-empty">No Results Found</Text>
      ) : (
        <>
          <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Claims">
            {pageOf(claims, page).map((claim) => {
              const rep = claim.representative;
              return (
                <Card component="li" key={claim.number} withBorder shadow="xs" padding="md" data-testid="claim-card">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Title order={2} size="h4">
                      <Anchor inherit renderRoot={(props) => <Link {...props} to="/claims/$claimNumber" params={{ claimNumber: claim.number }} />}>
                        Claim {claim.number}
                      </Anchor>
                    </Title>
                    {isPendingClaim(claim) ? <Badge color={STATE_COLORS.pending}>Pending</Badge> : <Badge variant="light">{claim.status}</Badge>}
                  </Group>
                  <SimpleGrid cols={2} mt="sm" spacing="xs" component="dl" style={{ margin: 0 }}>
                    <Field label="Type" value={claim.type} />
                    <Field label="Loss date" value={formatDate(claim.lossDate)} />
                    <Field label="Status" value={isPendingClaim(claim) ? 'Pending' : claim.status} />
                    <Field label="Policy" value={claim.policy} />
                    <div style={{ gridColumn: '1 / -1' }}>
                      <Text component="dt" size="sm" c="dimmed">
                        Representative
                      </Text>
                      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                        {rep.name || 'Not assigned yet'}
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
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
              getControlProps={(control) => ({ 'aria-label': control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : `${control} page` })}
              aria-label="Claims pages"
            />
          )}
        </>
      )}
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {value}
      </Text>
    </div>
  );
}
