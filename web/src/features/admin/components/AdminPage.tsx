import { Container, Loader, ScrollArea, Stack, Tabs, Title } from '@mantine/core';
import { Suspense, useEffect, useRef } from 'react';
import { ADMIN_SECTIONS, type AdminSection } from '../search';
import { AdminClaims } from './AdminClaims';
import { AdminSettings } from './AdminSettings';
import { Advertisements } from './Advertisements';
import { AuditLog } from './AuditLog';
import { ChatManagement } from './ChatManagement';
import { DataExports } from './DataExports';
import { MemberAccounts } from './MemberAccounts';
import { OneTimeUse } from './OneTimeUse';
import { StaffVerification } from './StaffVerification';
import { SystemToggles } from './SystemToggles';
import { useAdminText } from '../i18n';

const PANELS: Record<AdminSection, () => React.JSX.Element> = {
  members: MemberAccounts,
  verification: StaffVerification,
  settings: AdminSettings,
  chat: ChatManagement,
  advertisements: Advertisements,
  toggles: SystemToggles,
  onetime: OneTimeUse,
  data: DataExports,
  audit: AuditLog,
  claims: AdminClaims,
};

/** /admin (doc 4 §2): the back office sections as tabs; the open one is in the address (?section=). */
export function AdminPage({ section, onSection }: { section: AdminSection; onSection: (section: AdminSection) => void }) {
  const { t } = useAdminText();
  const Panel = PANELS[section];
  const tabs = useRef<HTMLDivElement>(null);
  // At 375 px the strip scrolls sideways: keep the open section's tab in view (a bookmarked ?section= included).
  useEffect(() => {
    tabs.current?.querySelector('[role="tab"][aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [section]);
  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('page.title')}</Title>
        <Tabs value={section} onChange={(v) => v && onSection(v as AdminSection)} keepMounted={false} activateTabWithKeyboard={false}>
          <ScrollArea type="auto" offsetScrollbars="x">
            <Tabs.List ref={tabs} style={{ flexWrap: 'nowrap' }}>
              {ADMIN_SECTIONS.map((s) => (
                <Tabs.Tab key={s} value={s} style={{ whiteSpace: 'nowrap' }}>
                  {t(`page.sections.${s}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </ScrollArea>
          <Tabs.Panel value={section} pt="md">
            <Suspense fallback={<Loader aria-label={t('common.loading')} />}>
              <Panel />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
