import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { SystemToggles as Toggles } from '@portal/generated-client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { errorLines } from '@/forms/serverErrors';
import { adminStateQueryOptions, useSaveSystemToggles } from '../queries';
import { useAdminText } from '../i18n';

/** The switches, labelled by the catalogue's `toggles.<key>`. */
const TOGGLES = ['canMakePayments', 'electronicAlertsEnabled', 'cccClaimsEnabled'] as const satisfies readonly (keyof Toggles)[];

/** System Toggles: each switch saves at once and customers see the change at once. */
export function SystemToggles() {
  const { t } = useAdminText();
  const { data: state } = useSuspenseQuery(adminStateQueryOptions());
  const save = useSaveSystemToggles();
  const [failure, setFailure] = useState<string[] | null>(null);
  const toggles = state.systemToggles;

  return (
    <Stack gap="md">
      <Title order={2}>{t('toggles.title')}</Title>
      {failure && <FormErrorAlert title={t('toggles.saveFailed')} errors={failure} />}
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="lg">
          {TOGGLES.map((key) => (
            <Switch
              key={key}
              size="md"
              label={t(`toggles.${key}.label`)}
              description={t(`toggles.${key}.description`)}
              checked={save.isPending && save.variables ? save.variables[key] : toggles[key]}
              disabled={save.isPending}
              data-testid={`toggle-${key}`}
              onChange={(e) => {
                setFailure(null);
                save.mutateAsync({ ...toggles, [key]: e.currentTarget.checked }).catch((err: unknown) => setFailure(errorLines(err)));
              }}
            />
          ))}
        </Stack>
      </Paper>
      <Text size="sm" c="dimmed" role="status">
        {save.isPending ? t('toggles.saving') : t('toggles.hint')}
      </Text>
    </Stack>
  );
}
