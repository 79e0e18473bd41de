import { Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { ClaimReportGateway } from '../gateway';
import { claimFormQueryOptions, customerClaimGateway } from '../queries';
import { FetchFailureDialog } from './dialogs';
import { ReportClaimPage } from './ReportClaimPage';
import { useClaimReportText } from '../i18n';
import { SimpleClaimOffer } from './SimpleClaimOffer';

/**
 * /report-claim: loads the user's policies as the claim form reads them (with the claim and
 * loss types), shows the policy-fetch failure dialog with Retry when that fails, then the form.
 * A recorded claim refreshes the policies (and so /claims, which lists their claims).
 */
export function ReportClaimRoute({ gateway = customerClaimGateway }: { gateway?: ClaimReportGateway }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery(claimFormQueryOptions(gateway));
  const [dismissed, setDismissed] = useState(false);
  const { t } = useClaimReportText();
  const home = () => void navigate({ to: '/' });

  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
      {query.data ? (
        <ReportClaimPage
          data={query.data}
          gateway={gateway}
          onHome={home}
          onSubmitted={() => {
            void queryClient.invalidateQueries({ queryKey: ['policies'] });
            void queryClient.invalidateQueries({ queryKey: ['claims'] });
          }}
          notices={<SimpleClaimOffer data={query.data} onReported={home} />}
        />
      ) : (
        <Stack gap="md">
          <div>
            <Title order={1}>{t('page.title')}</Title>
            <Text c="dimmed">{t('page.subtitle')}</Text>
          </div>
          {query.isPending || query.isFetching ? (
            <Stack align="center" py="xl" role="status" aria-live="polite">
              <Loader />
              <Text>{t('page.loading')}</Text>
            </Stack>
          ) : null}
          <FetchFailureDialog
            opened={query.isError && !dismissed && !query.isFetching}
            retrying={query.isFetching}
            onRetry={() => {
              setDismissed(false);
              void query.refetch();
            }}
            onClose={() => {
              setDismissed(true);
              home();
            }}
          />
        </Stack>
      )}
    </Container>
  );
}
