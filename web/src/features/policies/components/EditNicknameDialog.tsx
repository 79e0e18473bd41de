import type { Policy } from '@portal/generated-client';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { maxLengthOf, ruleFor } from '../../../forms/constraints';
import { FormErrorAlert } from '../../../forms/FormErrorAlert';
import { toFormFailure } from '../../../forms/serverErrors';
import { useEditPolicy } from '../queries';

const nicknameRule = ruleFor('EditPolicyRequest', 'nickname', 'Nickname');

/** Edit Nickname (doc 1 §4): Save updates the policy; a failure is titled 'Edit Policy Failed'. */
export function EditNicknameDialog({ policy, opened, onClose }: { policy: Policy; opened: boolean; onClose: () => void }) {
  const edit = useEditPolicy();
  const [errors, setErrors] = useState<string[] | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { nickname: policy.nickname ?? '' },
    validate: { nickname: (v: string) => nicknameRule(v.trim()) },
  });

  const submit = async ({ nickname }: { nickname: string }) => {
    setErrors(null);
    try {
      await edit.mutateAsync({ policyNumber: policy.policyNumber, nickname: nickname.trim() });
      onClose();
    } catch (error) {
      const failure = toFormFailure(error);
      if (failure.fieldErrors.nickname) form.setErrors({ nickname: failure.fieldErrors.nickname });
      setErrors(failure.errors);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Edit Nickname" centered>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          {errors && <FormErrorAlert title="Edit Policy Failed" errors={errors} />}
          <TextInput
            label="Nickname"
            description={`A name for policy ${policy.policyNumber} that only you see.`}
            maxLength={maxLengthOf('EditPolicyRequest', 'nickname')}
            data-autofocus
            key={form.key('nickname')}
            {...form.getInputProps('nickname')}
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
