import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ChangePolicy } from '../model';
import { usePolicyChangesText } from '../i18n';
import { type ChangeAction, actionKey, changeMenu } from '../rules/menu';

/** One section of the menu: its heading names it, its changes stacked below. */
function MenuSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      <Stack gap="xs">{children}</Stack>
    </Paper>
  );
}

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
      <MenuSection id="menu-vehicle" title={t('menu.vehicle')}>
        {entry({ type: 'vehicle', action: 'add' }, menu.vehicle.add)}
        {entry({ type: 'vehicle', action: 'replace' }, menu.vehicle.replace)}
        {entry({ type: 'vehicle', action: 'delete' }, menu.vehicle.delete)}
      </MenuSection>
      <MenuSection id="menu-driver" title={t('menu.driver')}>
        {entry({ type: 'driver', action: 'add' }, menu.driver.add)}
        {entry({ type: 'driver', action: 'delete' }, menu.driver.delete)}
        {menu.driver.deleteMessage && (
          <Text size="sm" c="dimmed">
            {t('menu.noDriversToDelete')}
          </Text>
        )}
      </MenuSection>
      {menu.creditor && (
        <MenuSection id="menu-creditor" title={t('menu.creditor')}>
          {entry({ type: 'creditor', action: 'add' }, menu.creditor.add)}
          {entry({ type: 'creditor', action: 'edit' }, menu.creditor.edit)}
        </MenuSection>
      )}
    </SimpleGrid>
  );
}
