import { Container, Loader, ScrollArea, Stack, Tabs, Title } from '@mantine/core';
import { Suspense, useEffect, useRef } from 'react';
import { ADMIN_SECTIONS, type AdminSection } from '../search';
import { AdminSettings } from './AdminSettings';
import { Advertisements } from './Advertisements';
import { AuditLog } from './AuditLog';
import { ChatManagement } from './ChatManagement';
import { DataExports } from './DataExports';
import { MemberAccounts } from './MemberAccounts';
import { StaffVerification } from './StaffVerification';
import { SystemToggles } from './SystemToggles';

const LABELS: Record<AdminSection, string> = {
  members: 'Member Accounts',
  verification: 'Staff Verification',
  settings: 'Admin Settings',
  chat: 'Chat Management',
  advertisements: 'Advertisements',
  toggles: 'System Toggles',
  data: 'Data',
  audit: 'Audit',
};

const PANELS: Record<AdminSection, () => React.JSX.Element> = {
  members: MemberAccounts,
  verification: StaffVerification,
  settings: AdminSettings,
  chat: ChatManagement,
  advertisements: Advertisements,
  toggles: SystemToggles,
  data: DataExports,
  audit: AuditLog,
};

/** /admin (doc 4 §2): the back office sections as tabs; the open one is in the address (?section=). */
export function AdminPage({ title, section, onSection }: { title: string; section: AdminSection; onSection: (section: AdminSection) => void }) {
  const Panel = PANELS[section];
  const tabs = useRef<HTMLDivElement>(null);
  // At 375 px the strip scrolls sideways: keep the open section's tab in view (a bookmarked ?section= included).
  useEffect(() => {
    tabs.current?.querySelector('[role="tab"][aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [section]);
  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Tabs value={section} onChange={(v) => v && onSection(v as AdminSection)} keepMounted={false} activateTabWithKeyboard={false}>
          <ScrollArea type="auto" offsetScrollbars="x">
            <Tabs.List ref={tabs} style={{ flexWrap: 'nowrap' }}>
              {ADMIN_SECTIONS.map((s) => (
                <Tabs.Tab key={s} value={s} style={{ whiteSpace: 'nowrap' }}>
                  {LABELS[s]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </ScrollArea>
          <Tabs.Panel value={section} pt="md">
            <Suspense fallback={<Loader aria-label="Loading" />}>
              <Panel />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
