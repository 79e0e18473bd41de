import { Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { maxLengthOf } from '../../../forms/constraints';
import { FormErrorAlert } from '../../../forms/FormErrorAlert';
import { focusFirstError } from '../../../forms/focusFirstError';
import { maskPolicyNumber } from '../../../forms/masks';
import { withMask } from '../../../forms/maskedInput';
import { PolicyProofFields } from '../../../forms/PolicyProofFields';
import { homeContentQueryOptions } from '../../home/queries';
import { type AddPolicyDetail, type AddPolicyValues, EMPTY_ADD_POLICY, addPolicyDetails, addPolicyErrors, addPolicyRequest } from '../addPolicyForm';
import { formatPhone } from '../policyDisplay';
import { addPolicyStatusQueryOptions, useAddPolicy } from '../queries';

const FIELDS = ['policyNumber', 'policyHolder', 'driversLicenseNumber', 'dateOfBirth', 'zip'] as const;

/** 'For help adding this policy…' with the customer service phone (doc 1 §8). */
export function AddPolicyContactMessage() {
  const content = useQuery(homeContentQueryOptions());
  const phone = formatPhone(content.data?.customerServicePhone);
  return <Text>{`For help adding this policy, please contact Customer Service at ${phone}.`}</Text>;
}

/**
 * Add Policy (doc 1 §4, §5): the fields the policy type needs; success 'Policy Added
 * Successfully!' with Continue; failures titled 'Add Policy Failed'; after 3 failed attempts
 * Add is hidden and the contact message shows, for as long as the server's lock lasts (read on
 * open, so a reload does not bring Add back).
 */
export function AddPolicyDialog({ opened, onClose, onAdded }: { opened: boolean; onClose: () => void; onAdded?: (policyNumber: string) => void }) {
  const { add, reload } = useAddPolicy();
  const [needs, setNeeds] = useState<AddPolicyDetail[]>([]);
  const [errors, setErrors] = useState<string[] | null>(null);
  const [lockedNow, setLockedNow] = useState(false);
  const status = useQuery({ ...addPolicyStatusQueryOptions(), enabled: opened });
  const blocked = lockedNow || status.data?.locked === true;
  const [added, setAdded] = useState<string | null>(null);
  const form = useForm<AddPolicyValues>({
    mode: 'uncontrolled',
    initialValues: EMPTY_ADD_POLICY,
    validate: addPolicyErrors,
    onValuesChange: (values) => setNeeds(addPolicyDetails(values.policyNumber)),
  });

  const close = () => {
    setErrors(null);
    setAdded(null);
    form.reset();
    setNeeds([]);
    onClose();
  };

  const submit = async (values: AddPolicyValues) => {
    setErrors(null);
    const outcome = await add(addPolicyRequest(values));
    if (outcome.added) {
      setAdded(values.policyNumber.toUpperCase());
      return;
    }
    if (!outcome.canRetry) setLockedNow(true);
    form.setErrors(Object.fromEntries(Object.entries(outcome.fieldErrors).filter(([f]) => (FIELDS as readonly string[]).includes(f))));
    setErrors(outcome.errors);
  };

  const finish = async () => {
    const policyNumber = added;
    await reload();
    close();
    if (policyNumber) onAdded?.(policyNumber);
  };

  return (
    <Modal opened={opened} onClose={close} title="Add Policy" centered>
      {added ? (
        <Stack>
          <Title order={3} size="h4">
            Policy Added Successfully!
          </Title>
          <Group justify="flex-end">
            <Button onClick={() => void finish()}>Continue</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit(submit, focusFirstError)} noValidate>
          <Stack gap="sm">
            {errors && (
              <FormErrorAlert title="Add Policy Failed" errors={errors} testId="add-policy-failed">
                {blocked && <AddPolicyContactMessage />}
              </FormErrorAlert>
            )}
            {blocked && !errors && <AddPolicyContactMessage />}
            <TextInput
              label="Policy Number"
              placeholder="PPA1000101"
              autoComplete="off"
              withAsterisk
              data-autofocus
              key={form.key('policyNumber')}
              {...withMask(form.getInputProps('policyNumber'), maskPolicyNumber)}
            />
            <TextInput
              label="Policyholder Name"
              autoComplete="name"
              withAsterisk
              maxLength={maxLengthOf('AddPolicyRequest', 'policyHolder')}
              key={form.key('policyHolder')}
              {...form.getInputProps('policyHolder')}
            />
            <PolicyProofFields form={form} fields={[...needs, 'zip']} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              {!blocked && (
                <Button type="submit" loading={form.submitting}>
                  Add
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
