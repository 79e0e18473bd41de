import { Container, Title } from '@mantine/core';
import { type PolicySelection, PoliciesView } from './PoliciesView';
import { usePoliciesText } from '../i18n';

/** /policies: the list and detail of the user's policies; the route keeps the selection in the address. */
export function PoliciesPage({ selection }: { selection?: PolicySelection }) {
  const { t } = usePoliciesText();
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {t('page.title')}
      </Title>
      <PoliciesView selection={selection} />
    </Container>
  );
}
