import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { homeContentQueryOptions } from '../queries';
import { formatPhone } from '@/lib/format';

function Topic({ title, children, id }: { title: string; children: React.ReactNode; id?: string }) {
  return (
    <Stack gap={4} id={id}>
      <Title order={3} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Short, factual help: how to pay, report a claim, manage alerts, reach us (contacts from the server). */
export function HelpContent() {
  const { data: content } = useQuery(homeContentQueryOptions());
  const phone = formatPhone(content?.customerServicePhone);
  const fax = formatPhone(content?.customerServiceFax);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Topic title="Paying your bill">
        <Text>
          Each policy shows its balance, due date and pay-in-full amount under{' '}
          <Anchor renderRoot={(props) => <Link {...props} to="/policies" />}>Policies</Anchor>. Past-due and soon-due policies are marked. Pay by card or bank
          account with <Anchor renderRoot={(props) => <Link {...props} to="/paynow" />}>Pay Now</Anchor>; past payments and each policy&apos;s billing history
          are under <Anchor renderRoot={(props) => <Link {...props} to="/payments" />}>Payments</Anchor>.
        </Text>
      </Topic>
      <Topic title="Reporting a claim">
        <Text>
          Use <Anchor renderRoot={(props) => <Link {...props} to="/report-claim" />}>Report a Claim</Anchor> as soon as you can after a loss. Your claims and
          your adjuster's contact details are under <Anchor renderRoot={(props) => <Link {...props} to="/claims" />}>Claims</Anchor>.
        </Text>
      </Topic>
      <Topic title="Documents and ID cards">
        <Text>
          Declarations and policy forms are on each policy's Documents tab; printable auto ID cards are under{' '}
          <Anchor renderRoot={(props) => <Link {...props} to="/autoidcards" />}>Auto ID Cards</Anchor>. Documents open in a new tab. Garage (GAR) and Commercial
          Package (CPP) ID cards are with the policy's documents.
        </Text>
      </Topic>
      <Topic title="Paperless and alerts">
        <Text>
          Choose email or text for documents and payment reminders in{' '}
          <Anchor renderRoot={(props) => <Link {...props} to="/profile/alerts" />}>E-Mail and Text Alerts</Anchor>.
        </Text>
      </Topic>
      <Topic title="Contact us" id="contact">
        {content ? (
          <Stack gap={2}>
            <Text>Customer Service: {phone}</Text>
            {fax && <Text>Fax: {fax}</Text>}
            <Text>Mailing address: {content.mailingAddress}</Text>
            <Text>Street address: {content.streetAddress}</Text>
          </Stack>
        ) : (
          <Text>Use Contact Us at the bottom of every page.</Text>
        )}
        <Text>
          Questions about coverage or changes? Your agent is listed under <Anchor renderRoot={(props) => <Link {...props} to="/agency" />}>Agency</Anchor>.
        </Text>
      </Topic>
    </SimpleGrid>
  );
}
