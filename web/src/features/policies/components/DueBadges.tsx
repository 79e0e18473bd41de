import type { Policy } from '@portal/generated-client';
import { Badge } from '@mantine/core';
import { STATE_COLORS } from '@/theme';
import { usePoliciesText } from '../i18n';

/** 'Past Due' and 'Due Soon', as the policy says (doc 1 §2): wherever a policy's balance shows. */
export function DueBadges({ policy }: { policy: Pick<Policy, 'isPastDue' | 'isSoonDue'> }) {
  const { t } = usePoliciesText();
  return (
    <>
      {policy.isPastDue && (
        <Badge color={STATE_COLORS.pastDue} size="sm">
          {t('badges.pastDue')}
        </Badge>
      )}
      {policy.isSoonDue && (
        <Badge color={STATE_COLORS.soonDue} size="sm">
          {t('badges.dueSoon')}
        </Badge>
      )}
    </>
  );
}
