import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/features/shell/components/ComingSoon';
import { titledHead, useTitlesText } from '@/features/shell/titles';

export const Route = createFileRoute('/about')({
  head: () => titledHead('about'),
  component: function ComingSoonRoute() {
    const { t } = useTitlesText();
    return <ComingSoon title={t('about')} />;
  },
});
