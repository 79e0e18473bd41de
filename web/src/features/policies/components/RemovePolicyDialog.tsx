import type { Policy } from '@portal/generated-client';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { toFormFailure } from '@/forms/serverErrors';
import { useRemovePolicy } from '../queries';
import { policyTitle } from '../policyDisplay';
import { STATE_COLORS } from '@/theme';
import { usePoliciesText } from '../i18n';

/** Remove policy (doc 1 §4): confirm, delete, then profile and policies reload. */
export function RemovePolicyDialog({ policy, opened, onClose, onRemoved }: { policy: Policy; opened: boolean; onClose: () => void; onRemoved: () => void }) {
  const remove = useRemovePolicy();
  const { t } = usePoliciesText();
  const [errors, setErrors] = useState<string[] | null>(null);
  const confirm = async () => {
    setErrors(null);
    try {
      await remove.mutateAsync({ policyNumber: policy.policyNumber });
      onRemoved();
    } catch (error) {
      setErrors(toFormFailure(error).errors);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('remove.title')} centered>
      <Stack>
        {errors && <FormErrorAlert title={t('remove.failed')} errors={errors} />}
        <Text>{t('remove.confirm', { title: policyTitle(policy), policyNumber: policy.policyNumber })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color={STATE_COLORS.danger} loading={remove.isPending} onClick={() => void confirm()}>
            {t('common.remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
