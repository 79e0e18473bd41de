import { Container, Title } from '@mantine/core';
import type { SavedIdCards } from '../offlineCards';
import { AutoIdCardsView } from './AutoIdCardsView';
import { SavedIdCardsView } from './SavedIdCardsView';
import { useIdCardsText } from '../i18n';

/** Auto ID Cards: the live cards online, the copy kept on this device with no network (issue 16). */
export function AutoIdCardsPage({ offline = null }: { offline?: SavedIdCards | null }) {
  const { t } = useIdCardsText();
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {t('page.title')}
      </Title>
      {offline ? <SavedIdCardsView saved={offline} /> : <AutoIdCardsView />}
    </Container>
  );
}
