import { createFileRoute } from '@tanstack/react-router';
import { ReportClaimRoute } from '@/features/claim-report';
import { titledHead } from '@/features/shell/titles';

/**
 * /report-claim (doc 4 §2). No loader: the form's data loads in the page, so a failed load shows
 * the spec's "There was a problem fetching policy data." dialog with Retry rather than the
 * route's error screen. The feature's code is split off with the route component.
 */
export const Route = createFileRoute('/_authenticated/report-claim')({
  head: () => titledHead('reportClaim'),
  component: ReportClaimRoute,
});
