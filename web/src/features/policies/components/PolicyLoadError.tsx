import { Button, Group, Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { usePoliciesText } from '../i18n';

/**
 * Shown when the policies could not be read (doc 1 §8): a dialog with Retry, which fetches
 * them again and reruns the page's loader.
 */
export function PolicyLoadError({ reset }: { reset?: () => void }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const { t } = usePoliciesText();
  const retry = async () => {
    await queryClient.resetQueries({ queryKey: ['policies'] });
    reset?.();
    await router.invalidate();
  };
  return (
    <Modal opened onClose={() => void retry()} withCloseButton={false} centered title={t('loadError.title')}>
      <Text>{t('loadError.message')}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={() => void retry()}>{t('loadError.retry')}</Button>
      </Group>
    </Modal>
  );
}

/** Empty lists say so (doc 1 §8). */
export function NoResults() {
  const { t } = usePoliciesText();
  return (
    <Text c="dimmed" py="sm">
      {t('noResults')}
    </Text>
  );
}
