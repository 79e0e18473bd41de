import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { useServerSubmit } from '@/forms/useServerSubmit';
import { PolicyIdentityFields, PolicyProofFields } from '@/features/policy-proof';
import { homeContentQueryOptions } from '@/features/home';
import { type AddPolicyDetail, type AddPolicyValues, EMPTY_ADD_POLICY, addPolicyDetails, addPolicyErrors, addPolicyRequest } from '../addPolicyForm';
import { addPolicyLocked, addPolicyStatusQueryOptions, useAddPolicy } from '../queries';
import { formatPhone } from '@/lib/format';
import { usePoliciesText } from '../i18n';

/** 'For help adding this policy…' with the customer service phone (doc 1 §8). */
export function AddPolicyContactMessage() {
  const content = useQuery(homeContentQueryOptions());
  const { t } = usePoliciesText();
  const phone = formatPhone(content.data?.customerServicePhone);
  return <Text>{t('add.contact', { phone })}</Text>;
}

/**
 * Add Policy (doc 1 §4, §5): the fields the policy type needs; success 'Policy Added
 * Successfully!' with Continue; failures titled 'Add Policy Failed'; after 3 failed attempts
 * Add is hidden and the contact message shows, for as long as the server's lock lasts (read on
 * open, so a reload does not bring Add back).
 */
export function AddPolicyDialog({ opened, onClose, onAdded }: { opened: boolean; onClose: () => void; onAdded?: (policyNumber: string) => void }) {
  const { add, reload } = useAddPolicy();
  const { t } = usePoliciesText();
  const [needs, setNeeds] = useState<AddPolicyDetail[]>([]);
  const status = useQuery({ ...addPolicyStatusQueryOptions(), enabled: opened });
  const [added, setAdded] = useState<string | null>(null);
  const form = useForm<AddPolicyValues>({
    mode: 'uncontrolled',
    initialValues: EMPTY_ADD_POLICY,
    validate: addPolicyErrors,
    onValuesChange: (values) => setNeeds(addPolicyDetails(values.policyNumber)),
  });

  // The one submit path: the refusal's lines go to the alert, its fieldErrors onto the fields.
  const { onSubmit, failure, setFailure } = useServerSubmit(form, async (values) => {
    await add(addPolicyRequest(values));
    setAdded(values.policyNumber.toUpperCase());
  });
  const blocked = addPolicyLocked(failure?.code) || status.data?.locked === true;
  const errors = failure?.errors ?? null;

  const close = () => {
    setFailure(null);
    setAdded(null);
    form.reset();
    setNeeds([]);
    onClose();
  };

  const finish = async () => {
    const policyNumber = added;
    await reload();
    close();
    if (policyNumber) onAdded?.(policyNumber);
  };

  return (
    <Modal opened={opened} onClose={close} title={t('add.title')} centered>
      {added ? (
        <Stack>
          <Title order={3} size="h4">
            {t('add.success')}
          </Title>
          <Group justify="flex-end">
            <Button onClick={() => void finish()}>{t('common.continue')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            {errors && (
              <FormErrorAlert title={t('add.failed')} errors={errors} testId="add-policy-failed">
                {blocked && <AddPolicyContactMessage />}
              </FormErrorAlert>
            )}
            {blocked && !errors && <AddPolicyContactMessage />}
            <PolicyIdentityFields form={form} schema="AddPolicyRequest" autofocus />
            <PolicyProofFields form={form} fields={[...needs, 'zip']} schema="AddPolicyRequest" />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              {!blocked && (
                <Button type="submit" loading={form.submitting}>
                  {t('common.add')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
