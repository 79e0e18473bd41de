import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ChangePolicy } from '../model';
import { type ChangeAction, changeMenu } from '../rules/menu';

/** The three-section change menu with its enable rules (doc 3 §2). */
export function ChangeMenu({ policy, onPick }: { policy: ChangePolicy; onPick: (change: ChangeAction) => void }) {
  const menu = changeMenu(policy);
  const entry = (label: string, change: ChangeAction, enabled: boolean) => (
    <Button key={label} variant="light" disabled={!enabled} onClick={() => onPick(change)} fullWidth>
      {label}
    </Button>
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="menu-vehicle">
        <Title order={2} size="h4" id="menu-vehicle" mb="sm">
          Vehicle
        </Title>
        <Stack gap="xs">
          {entry('Add Vehicle', { type: 'vehicle', action: 'add' }, menu.vehicle.add)}
          {entry('Replace Vehicle', { type: 'vehicle', action: 'replace' }, menu.vehicle.replace)}
          {entry('Delete Vehicle', { type: 'vehicle', action: 'delete' }, menu.vehicle.delete)}
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="menu-driver">
        <Title order={2} size="h4" id="menu-driver" mb="sm">
          Driver
        </Title>
        <Stack gap="xs">
          {entry('Add Driver', { type: 'driver', action: 'add' }, menu.driver.add)}
          {entry('Delete Driver', { type: 'driver', action: 'delete' }, menu.driver.delete)}
          {menu.driver.deleteMessage && (
            <Text size="sm" c="dimmed">
              {menu.driver.deleteMessage}
            </Text>
          )}
        </Stack>
      </Paper>
      {menu.creditor && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="menu-creditor">
          <Title order={2} size="h4" id="menu-creditor" mb="sm">
            Lienholder or Loss Payee
          </Title>
          <Stack gap="xs">
            {entry('Add Lienholder or Loss Payee', { type: 'creditor', action: 'add' }, menu.creditor.add)}
            {entry('Edit Lienholder or Loss Payee', { type: 'creditor', action: 'edit' }, menu.creditor.edit)}
          </Stack>
        </Paper>
      )}
    </SimpleGrid>
  );
}
