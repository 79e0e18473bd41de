import { Anchor, Card, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { policiesQueryOptions } from '@/features/policies';
import { agencyCards, directionsUrl } from '../agencies';
import { formatPhone } from '@/lib/format';
import { useAgencyText } from '../i18n';

/** /agency (doc 1 §2 Agency screen): one card per agency with its producer, address, first email and phone, and policies. */
export function AgencyPage() {
  const { t } = useAgencyText();
  const { data: policies } = useSuspenseQuery(policiesQueryOptions());
  const cards = agencyCards(policies);

  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      {cards.length === 0 && <Text>{t('noResults')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {cards.map(({ agency, policyNumbers }) => {
          const email = agency.emails[0];
          const phone = agency.phones[0];
          return (
            <Card key={agency.agencyCode} withBorder shadow="xs" padding="lg" data-testid="agency-card" component="section" aria-label={agency.displayName}>
              <Title order={2} size="h3">
                {agency.displayName}
              </Title>
              <Stack gap="xs" mt="sm">
                {agency.producer.displayName && <Text>{t('agent', { name: agency.producer.displayName })}</Text>}
                <Text component="address" style={{ fontStyle: 'normal' }}>
                  {agency.addressLine1}
                  <br />
                  {agency.addressLine2}
                </Text>
                <Anchor href={directionsUrl(agency)} target="_blank" rel="noopener noreferrer">
                  {t('directions')}
                  <VisuallyHidden>{t('newTab')}</VisuallyHidden>
                </Anchor>
                {email && <Anchor href={`mailto:${email}`}>{email}</Anchor>}
                {phone && <Anchor href={`tel:${phone}`}>{formatPhone(phone)}</Anchor>}
                <Text size="sm" c="dimmed" mt="xs">
                  {t('policiesServed')}
                </Text>
                <Text data-testid="agency-policies">{policyNumbers.join(', ')}</Text>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
