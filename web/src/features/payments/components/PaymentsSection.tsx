import { Alert, Button, Group, Stack, Tabs } from '@mantine/core';
import { lazyComponent } from '@/features/shell';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { profileQueryOptions, useSession } from '@/features/auth';
import { policiesQueryOptions } from '@/features/policies';
import type { AgentOptions } from '../gateway';
import { REFRESH_AFTER_PAYMENT, customerGateway, paymentSettingsQueryOptions, settingsView } from '../queries';
import { usePaymentsText } from '../i18n';
import { BalancesTab } from './BalancesTab';
import { PastPaymentsTab } from './PastPaymentsTab';
import type { PayNowWizardProps } from './PayNowWizard';
import type { WalletTabProps } from '../wallet';
import type { RecurringTabProps } from '../recurring';
import type { ScheduledTabProps } from '../scheduled';
// The query alone (not the tab's index): the wallet tab's code stays in its own chunk.
import { walletsQueryOptions } from '../wallet/queries';
import type { WalletChoice } from '../rules/wizardState';
import { ProviderCardEntry } from './ProviderCardEntry';

/** The wizard's code (and the card frame's) loads when it first opens, not with the page. */
const PayNowWizard = lazyComponent<'PayNowWizard', PayNowWizardProps>(() => import('./PayNowWizard'), 'PayNowWizard');

/** The wallet tab's code loads when the tab is first opened. */
const WalletTab = lazyComponent<'WalletTab', WalletTabProps>(() => import('../wallet'), 'WalletTab');

/** The recurring and scheduled tabs' code loads when the tab is first opened. */
const RecurringTab = lazyComponent<'RecurringTab', RecurringTabProps>(() => import('../recurring'), 'RecurringTab');
const ScheduledTab = lazyComponent<'ScheduledTab', ScheduledTabProps>(() => import('../scheduled'), 'ScheduledTab');

/** A request to open Pay Now (the /paynow and /{policyNumber}/paynow deep links); `at` tells one request from the next. */
export interface PayNowRequest {
  policyNumber?: string;
  at: number;
}

/** The /payments page's heading, in the page's language. */
export function PaymentsTitle() {
  const { t } = usePaymentsText();
  return <>{t('section.title')}</>;
}

type PaymentsTab = 'policies' | 'past' | 'recurring' | 'wallet' | 'scheduled';

/**
 * The payments section (doc 2 §2), on /payments and on the home page: tabs Policies, Past
 * payments, Monthly recurring payments, Wallet and Scheduled payments (the last two only when
 * the settings enable them), and Pay Now on the right.
 */
export function PaymentsSection({ payNow }: { payNow?: PayNowRequest }) {
  // Only a staff member signed in as the customer is offered the bypass options (doc 2 §1).
  const { t } = usePaymentsText();
  const { isStaffActing } = useSession();
  const agent: AgentOptions | null = isStaffActing ? { bypassAmountCheck: false, bypassEmailCheck: false } : null;
  const { data: policies } = useSuspenseQuery(policiesQueryOptions());
  const settings = useQuery(paymentSettingsQueryOptions());
  const profile = useQuery(profileQueryOptions());
  const [tab, setTab] = useState<PaymentsTab>('policies');
  const [wizard, setWizard] = useState<{ preselect?: string } | null>(null);
  const [expired, setExpired] = useState(false);

  // A deep link's request opens the wizard once per request (state adjusted during render).
  const [handledAt, setHandledAt] = useState<number | undefined>(undefined);
  if (payNow && payNow.at !== handledAt) {
    setHandledAt(payNow.at);
    setWizard({ preselect: payNow.policyNumber });
  }

  const view = settings.data ? settingsView(settings.data) : null;
  // Pay Now offers the wallet's items when the settings allow paying with them.
  const walletUsable = !!view?.isWalletEnabled && !!view.allowUseOfWalletItems;
  // Pay Now and the recurring wizard may charge a wallet item; scheduled payments are paid only from it.
  const walletWanted = (walletUsable && (wizard !== null || tab === 'recurring')) || (!!view?.isWalletEnabled && tab === 'scheduled');
  const wallets = useQuery({ ...walletsQueryOptions(), enabled: walletWanted });
  const walletItems: WalletChoice[] = walletUsable
    ? (wallets.data?.[0]?.items ?? []).map((i) => ({
        fundingAccountToken: i.fundingAccountToken,
        fundingCategory: i.fundingCategory,
        fundingMethod: i.fundingMethod ?? null,
        lastFour: i.lastFourDigits,
        nickname: i.nickname,
      }))
    : [];
  const open = (preselect?: string) => {
    setExpired(false);
    setWizard({ preselect });
  };

  return (
    <Stack gap="sm" data-testid="payments-section">
      {expired && (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setExpired(false)}>
          {t('common.timeExpired')}
        </Alert>
      )}
      {settings.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('section.settingsFailed')}
        </Alert>
      )}
      <Tabs value={tab} onChange={(v) => v && setTab(v as PaymentsTab)} keepMounted={false}>
        <Group justify="space-between" align="flex-end" wrap="wrap-reverse" gap="xs">
          <Tabs.List style={{ flex: '1 1 auto' }}>
            <Tabs.Tab value="policies">{t('section.tabs.policies')}</Tabs.Tab>
            <Tabs.Tab value="past">{t('section.tabs.past')}</Tabs.Tab>
            <Tabs.Tab value="recurring">{t('section.tabs.recurring')}</Tabs.Tab>
            {view?.isWalletEnabled && <Tabs.Tab value="wallet">{t('section.tabs.wallet')}</Tabs.Tab>}
            {view?.isScheduledPaymentEnabled && <Tabs.Tab value="scheduled">{t('section.tabs.scheduled')}</Tabs.Tab>}
          </Tabs.List>
          <Button
            onClick={() => open()}
            onPointerEnter={() => void PayNowWizard.preload()}
            onFocus={() => void PayNowWizard.preload()}
            loading={settings.isPending}
            disabled={!view}
            mb={4}
          >
            {t('common.payNow')}
          </Button>
        </Group>
        <Tabs.Panel value="policies" pt="md">
          <BalancesTab policies={policies} onPay={(policyNumber) => open(policyNumber)} />
        </Tabs.Panel>
        <Tabs.Panel value="past" pt="md">
          <PastPaymentsTab policies={policies} />
        </Tabs.Panel>
        <Tabs.Panel value="recurring" pt="md">
          <RecurringTab
            policies={policies}
            walletItems={walletUsable ? (wallets.data?.[0]?.items ?? []) : []}
            emailAddress={profile.data?.email ?? ''}
            frame={view?.recurringFrame ?? null}
            gateway={customerGateway}
            CardEntry={ProviderCardEntry}
          />
        </Tabs.Panel>
        <Tabs.Panel value="wallet" pt="md">
          <WalletTab
            cardEntry={
              view && profile.data
                ? {
                    frame: view.frame,
                    gateway: customerGateway,
                    CardEntry: ProviderCardEntry,
                    // The frame session is opened for the signed-in user's own wallet.
                    userId: profile.data.id,
                  }
                : null
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="scheduled" pt="md">
          <ScheduledTab
            policies={policies}
            walletItems={!view?.isWalletEnabled ? [] : wallets.isSuccess ? (wallets.data[0]?.items ?? []) : undefined}
            walletError={wallets.isError ? wallets.error : undefined}
            walletEmail={wallets.data?.[0]?.consumerEmail ?? profile.data?.email ?? ''}
          />
        </Tabs.Panel>
      </Tabs>
      {/* The wizard starts with the profile's email for the receipt, so it waits for the profile. */}
      {view && !profile.isPending && wizard !== null && (
        <PayNowWizard
          opened
          onClose={(reason) => {
            setWizard(null);
            if (reason === 'expired') setExpired(true);
          }}
          policies={policies}
          settings={view}
          gateway={customerGateway}
          CardEntry={ProviderCardEntry}
          preselect={wizard?.preselect}
          emailAddress={profile.data?.email}
          agent={agent}
          invalidateOnPaid={REFRESH_AFTER_PAYMENT}
          walletItems={walletItems}
          canAddToWallet
        />
      )}
    </Stack>
  );
}
