import { createFileRoute } from '@tanstack/react-router';
import { ManageAlerts } from '../../../features/profile-alerts/components/ManageAlerts';
import { pageHead } from '../../../features/shell/pageHead';

const TITLE = 'Manage Your Alerts';

export const Route = createFileRoute('/_authenticated/profile/alerts')({
  head: () => pageHead(TITLE),
  component: () => <ManageAlerts title={TITLE} />,
});
