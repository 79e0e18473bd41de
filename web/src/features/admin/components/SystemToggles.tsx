import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { SystemToggles as Toggles } from '@portal/generated-client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { errorLines } from '@/forms/serverErrors';
import { adminStateQueryOptions, useSaveSystemToggles } from '../queries';

const TOGGLES: { key: keyof Toggles; label: string; description: string }[] = [
  {
    key: 'canMakePayments',
    label: 'Payments (canMakePayments)',
    description: 'Off: Pay Now and every other customer payment are refused with the customer service message.',
  },
  {
    key: 'electronicAlertsEnabled',
    label: 'Electronic alerts (electronicAlertsEnabled)',
    description: 'The E-Mail and Text Alerts screen is offered to every customer (delivery testers see it regardless).',
  },
  {
    key: 'cccClaimsEnabled',
    label: 'CCC photo-estimate claims (cccClaimsEnabled)',
    description: 'Claims go through the CCC photo-estimate flow where eligible.',
  },
];

/** System Toggles: each switch saves at once and customers see the change at once. */
export function SystemToggles() {
  const { data: state } = useSuspenseQuery(adminStateQueryOptions());
  const save = useSaveSystemToggles();
  const [failure, setFailure] = useState<string[] | null>(null);
  const toggles = state.systemToggles;

  return (
    <Stack gap="md">
      <Title order={2}>System Toggles</Title>
      {failure && <FormErrorAlert title="Save Failed" errors={failure} />}
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="lg">
          {TOGGLES.map((t) => (
            <Switch
              key={t.key}
              size="md"
              label={t.label}
              description={t.description}
              checked={save.isPending && save.variables ? save.variables[t.key] : toggles[t.key]}
              disabled={save.isPending}
              data-testid={`toggle-${t.key}`}
              onChange={(e) => {
                setFailure(null);
                save.mutateAsync({ ...toggles, [t.key]: e.currentTarget.checked }).catch((err: unknown) => setFailure(errorLines(err)));
              }}
            />
          ))}
        </Stack>
      </Paper>
      <Text size="sm" c="dimmed" role="status">
        {save.isPending ? 'Saving…' : 'Changes are saved as soon as a switch is turned.'}
      </Text>
    </Stack>
  );
}
