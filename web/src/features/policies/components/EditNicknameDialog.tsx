import type { Policy } from '@portal/generated-client';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ruleFor } from '@/forms/constraints';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { SpecTextInput } from '@/forms/SpecInputs';
import { useServerSubmit } from '@/forms/useServerSubmit';
import { useEditPolicy } from '../queries';
import { usePoliciesText } from '../i18n';

/** Edit Nickname (doc 1 §4): Save updates the policy; a failure is titled 'Edit Policy Failed'. */
export function EditNicknameDialog({ policy, opened, onClose }: { policy: Policy; opened: boolean; onClose: () => void }) {
  const edit = useEditPolicy();
  const { t } = usePoliciesText();
  // Built on each validation, so its message names the field in the language shown then.
  const nicknameRule = (value: string) => ruleFor('EditPolicyRequest', 'nickname', t('nickname.label'))(value);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { nickname: policy.nickname ?? '' },
    validate: { nickname: (v: string) => nicknameRule(v.trim()) },
  });
  const { onSubmit, failure } = useServerSubmit(form, async ({ nickname }) => {
    await edit.mutateAsync({ policyNumber: policy.policyNumber, nickname: nickname.trim() });
    onClose();
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('nickname.title')} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {failure && <FormErrorAlert title={t('nickname.failed')} errors={failure.errors} />}
          <SpecTextInput
            schema="EditPolicyRequest"
            field="nickname"
            form={form}
            requiredOverride={false}
            label={t('nickname.label')}
            description={t('nickname.description', { policyNumber: policy.policyNumber })}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
