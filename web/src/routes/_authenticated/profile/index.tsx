import { createFileRoute } from '@tanstack/react-router';
import { AccountInformation } from '@/features/profile/components/AccountInformation';
import { titledHead, useTitlesText } from '@/features/shell/titles';

export const Route = createFileRoute('/_authenticated/profile/')({
  head: () => titledHead('accountInformation'),
  component: function AccountInformationRoute() {
    const { t } = useTitlesText();
    return <AccountInformation title={t('accountInformation')} />;
  },
});
