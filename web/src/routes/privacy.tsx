import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/features/shell/components/ComingSoon';
import { titledHead, useTitlesText } from '@/features/shell/titles';

export const Route = createFileRoute('/privacy')({
  head: () => titledHead('privacy'),
  component: function ComingSoonRoute() {
    const { t } = useTitlesText();
    return <ComingSoon title={t('privacy')} />;
  },
});
