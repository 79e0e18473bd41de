import { useSuspenseQuery } from '@tanstack/react-query';
import { systemInfoQueryOptions } from '../queries';
import { SystemInfoNotices } from './SystemInfoNotices';

/** The active system info messages (read through the query cache), each as a warning. */
export function SystemInfoWarning() {
  const { data: messages } = useSuspenseQuery(systemInfoQueryOptions());
  return <SystemInfoNotices messages={messages} />;
}
