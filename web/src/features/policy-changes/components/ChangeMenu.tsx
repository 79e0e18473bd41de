import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ChangePolicy } from '../model';
import { usePolicyChangesText } from '../i18n';
import { type ChangeAction, actionKey, changeMenu } from '../rules/menu';

/** The three-section change menu with its enable rules (doc 3 §2). */
export function ChangeMenu({ policy, onPick }: { policy: ChangePolicy; onPick: (change: ChangeAction) => void }) {
  const { t } = usePolicyChangesText();
  const menu = changeMenu(policy);
  const entry = (change: ChangeAction, enabled: boolean) => (
    <Button key={actionKey(change)} variant="light" disabled={!enabled} onClick={() => onPick(change)} fullWidth>
      {t(actionKey(change))}
    </Button>
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="menu-vehicle">
        <Title order={2} size="h4" id="menu-vehicle" mb="sm">
          {t('menu.vehicle')}
        </Title>
        <Stack gap="xs">
          {entry({ type: 'vehicle', action: 'add' }, menu.vehicle.add)}
          {entry({ type: 'vehicle', action: 'replace' }, menu.vehicle.replace)}
          {entry({ type: 'vehicle', action: 'delete' }, menu.vehicle.delete)}
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="menu-driver">
        <Title order={2} size="h4" id="menu-driver" mb="sm">
          {t('menu.driver')}
        </Title>
        <Stack gap="xs">
          {entry({ type: 'driver', action: 'add' }, menu.driver.add)}
          {entry({ type: 'driver', action: 'delete' }, menu.driver.delete)}
          {menu.driver.deleteMessage && (
            <Text size="sm" c="dimmed">
              {t('menu.noDriversToDelete')}
            </Text>
          )}
        </Stack>
      </Paper>
      {menu.creditor && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="menu-creditor">
          <Title order={2} size="h4" id="menu-creditor" mb="sm">
            {t('menu.creditor')}
          </Title>
          <Stack gap="xs">
            {entry({ type: 'creditor', action: 'add' }, menu.creditor.add)}
            {entry({ type: 'creditor', action: 'edit' }, menu.creditor.edit)}
          </Stack>
        </Paper>
      )}
    </SimpleGrid>
  );
}
