import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans } from '@/i18n';
import { homeContentQueryOptions } from '../queries';
import { useHomeText } from '../i18n';
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

/** A link inside a translated sentence (<Trans>): the sentence's words become its text. */
const to = (path: '/policies' | '/paynow' | '/payments' | '/report-claim' | '/claims' | '/autoidcards' | '/profile/alerts' | '/agency') => (
  <Anchor renderRoot={(props) => <Link {...props} to={path} />} />
);

/** Short, factual help: how to pay, report a claim, manage alerts, reach us (contacts from the server). */
export function HelpContent() {
  const { t } = useHomeText();
  const { data: content } = useQuery(homeContentQueryOptions());
  const phone = formatPhone(content?.customerServicePhone);
  const fax = formatPhone(content?.customerServiceFax);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Topic title={t('help.paying.title')}>
        <Text>
          <Trans t={t} i18nKey="help.paying.text" components={{ policies: to('/policies'), payNow: to('/paynow'), payments: to('/payments') }} />
        </Text>
      </Topic>
      <Topic title={t('help.claim.title')}>
        <Text>
          <Trans t={t} i18nKey="help.claim.text" components={{ report: to('/report-claim'), claims: to('/claims') }} />
        </Text>
      </Topic>
      <Topic title={t('help.documents.title')}>
        <Text>
          <Trans t={t} i18nKey="help.documents.text" components={{ idCards: to('/autoidcards') }} />
        </Text>
      </Topic>
      <Topic title={t('help.alerts.title')}>
        <Text>
          <Trans t={t} i18nKey="help.alerts.text" components={{ alerts: to('/profile/alerts') }} />
        </Text>
      </Topic>
      <Topic title={t('help.contact.title')} id="contact">
        {content ? (
          <Stack gap={2}>
            <Text>{t('help.contact.customerService', { phone })}</Text>
            {fax && <Text>{t('help.contact.fax', { fax })}</Text>}
            <Text>{t('help.contact.mailing', { address: content.mailingAddress })}</Text>
            <Text>{t('help.contact.street', { address: content.streetAddress })}</Text>
          </Stack>
        ) : (
          <Text>{t('help.contact.useContactUs')}</Text>
        )}
        <Text>
          <Trans t={t} i18nKey="help.contact.agent" components={{ agency: to('/agency') }} />
        </Text>
      </Topic>
    </SimpleGrid>
  );
}
