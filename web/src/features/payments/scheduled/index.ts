export { ScheduledTab } from './ScheduledTab';
export type { ScheduledTabProps } from './ScheduledTab';
