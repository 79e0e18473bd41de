import type { Policy } from '@portal/generated-client';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ruleFor } from '@/forms/constraints';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { SpecTextInput } from '@/forms/SpecInputs';
import { useServerSubmit } from '@/forms/useServerSubmit';
import { useEditPolicy } from '../queries';

const nicknameRule = ruleFor('EditPolicyRequest', 'nickname', 'Nickname');

/** Edit Nickname (doc 1 §4): Save updates the policy; a failure is titled 'Edit Policy Failed'. */
export function EditNicknameDialog({ policy, opened, onClose }: { policy: Policy; opened: boolean; onClose: () => void }) {
  const edit = useEditPolicy();
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
    <Modal opened={opened} onClose={onClose} title="Edit Nickname" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {failure && <FormErrorAlert title="Edit Policy Failed" errors={failure.errors} />}
          <SpecTextInput
            schema="EditPolicyRequest"
            field="nickname"
            form={form}
            requiredOverride={false}
            label="Nickname"
            description={`A name for policy ${policy.policyNumber} that only you see.`}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
