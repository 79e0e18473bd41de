import type { Policy } from '@portal/generated-client';
import { Badge } from '@mantine/core';
import { STATE_COLORS } from '@/theme';

/** 'Past Due' and 'Due Soon', as the policy says (doc 1 §2): wherever a policy's balance shows. */
export function DueBadges({ policy }: { policy: Pick<Policy, 'isPastDue' | 'isSoonDue'> }) {
  return (
    <>
      {policy.isPastDue && (
        <Badge color={STATE_COLORS.pastDue} size="sm">
          Past Due
        </Badge>
      )}
      {policy.isSoonDue && (
        <Badge color={STATE_COLORS.soonDue} size="sm">
          Due Soon
        </Badge>
      )}
    </>
  );
}
