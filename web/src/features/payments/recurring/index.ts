export { RecurringTab } from './RecurringTab';
export type { RecurringTabProps } from './RecurringTab';
