import type { ReactNode } from 'react';
import { AutoIdCardsView } from '@/features/id-cards';
import { type PayNowRequest, PaymentsSection } from '@/features/payments';
import { PoliciesView } from '@/features/policies';
import type { PolicyTab } from '@/features/policies';
import type { HomeSection } from '../deepLink';
import { HelpContent } from './HelpContent';
import { AgencySummary, ClaimsSummary } from './HomeSections';

export interface SectionBodyProps {
  id: HomeSection;
  focus?: { policyNumber: string; tab: PolicyTab; at: number };
  payNow?: PayNowRequest;
}

/**
 * The body of one home section (doc 1 §2). In a chunk of its own (lazySections.ts): a phone
 * shows only the tiles unless a deep link asks for a section, so the payments, policies, ID
 * cards and claims code is loaded only where a section is shown.
 */
export function SectionBody({ id, focus, payNow }: SectionBodyProps): ReactNode {
  switch (id) {
    case 'help':
      return <HelpContent />;
    case 'payments':
      return <PaymentsSection payNow={payNow} />;
    case 'policies':
      return <PoliciesView focus={focus} />;
    case 'autoidcards':
      return <AutoIdCardsView />;
    case 'claims':
      return <ClaimsSummary />;
    case 'agency':
      return <AgencySummary />;
    default: {
      const unreachable: never = id;
      return unreachable;
    }
  }
}
