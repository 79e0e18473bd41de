import type { SystemInfoMessage } from '@portal/generated-client';
import { Alert, Stack } from '@mantine/core';

/**
 * The active system info messages, each as a warning; nothing when there are none. Without
 * TanStack Query: SystemInfoWarning reads them through the cache, the /login entry by itself.
 */
export function SystemInfoNotices({ messages }: { messages: readonly SystemInfoMessage[] }) {
  const active = messages.filter((m) => m.isActive);
  if (active.length === 0) return null;

  return (
    <Stack gap="sm" data-testid="system-info">
      {active.map((m) => (
        <Alert key={`${m.start}:${m.message}`} color="amber" variant="light" icon={<WarningIcon />}>
          {m.message}
        </Alert>
      ))}
    </Stack>
  );
}

function WarningIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M12 3 2 21h20L12 3Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M12 10v5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="12" cy="18" r="1.2" fill="currentColor" />
    </svg>
  );
}
