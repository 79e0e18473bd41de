/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { SystemInfoMessage } from '@portal/generated-client';

/*
 * /login's first load (loginMain.tsx) carries no code for the system info notices: most loads
 * have none. Their module is fetched only when a notice is active, before the first render.
 */

const fetched: string[] = [];
jest.mock('./features/system/components/SystemInfoNotices', () => {
  fetched.push('SystemInfoNotices');
  return jest.requireActual('./features/system/components/SystemInfoNotices');
});
let messages: SystemInfoMessage[] = [];
jest.mock('./features/system/systemInfo', () => ({ readSystemInfo: async () => messages }));

import { SystemInfoNotices, readSystemInfo } from './loginDeferred';

const notice = (isActive: boolean) => ({ message: 'Maintenance tonight', isActive, start: '2026-11-26T00:00:00Z' }) as unknown as SystemInfoMessage;

beforeEach(() => {
  fetched.length = 0;
});

it('reads no notice code when no notice is active, and shows nothing', async () => {
  messages = [notice(false)];
  const read = await readSystemInfo();
  render(
    <MantineProvider>
      <SystemInfoNotices messages={read} />
    </MantineProvider>,
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(fetched).toEqual([]);
  expect(screen.queryByTestId('system-info')).toBeNull();
});

it('fetches the notice code while reading an active notice, so the first render shows it at once', async () => {
  messages = [notice(true)];
  const read = await readSystemInfo();
  expect(fetched).toEqual(['SystemInfoNotices']);
  render(
    <MantineProvider>
      <SystemInfoNotices messages={read} />
    </MantineProvider>,
  );
  expect(screen.getByTestId('system-info')).toHaveTextContent('Maintenance tonight');
});
