import { maxLengthOf } from '@/forms/constraints';
import { formatCardBrand } from '@/lib/format';
import { Button, Checkbox, Group, NativeSelect, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { ComponentType } from 'react';
import type { FrameSettings, PaymentGateway } from '../gateway';
import { formatCents } from '../rules/money';
import type { Payable } from '../rules/paymentOptions';
import type { MethodKind, PaymentMethod, WalletChoice, WizardAction, WizardState } from '../rules/wizardState';
import { categoryName } from '../rules/methodText';
import { paymentsText, usePaymentsText } from '../i18n';
import { BankAccountFields } from './BankAccountFields';
import { type CardEntryProps, CardMethod } from './CardMethod';

/** The payment method kinds a select offers (their names in the catalogue's method.kinds). */
const METHOD_KINDS: readonly MethodKind[] = ['card', 'bank'];
const WITH_WALLET: readonly MethodKind[] = [...METHOD_KINDS, 'wallet'];

/** How a wallet item reads in the list: its nickname and what it is. */
export function walletChoiceLabel(item: WalletChoice): string {
  const t = paymentsText();
  const what =
    item.fundingCategory === 'Check' ? t('method.bankAccount') : item.fundingMethod ? formatCardBrand(item.fundingMethod) : categoryName(item.fundingCategory);
  return t('method.walletChoice', { nickname: item.nickname, what, lastFour: item.lastFour });
}

/** Step 2, Submit Payment Information (doc 2 §2): one method, or a split across several. */
export function PaymentInfoStep({
  state,
  dispatch,
  payables,
  gateway,
  CardEntry,
  splitOffered,
  canAddMethod,
  totalCents,
  showErrors,
  emailLabel,
  frame,
  walletItems = [],
  offerAddToWallet = false,
}: {
  frame: FrameSettings;
  /** "Add to wallet" on a new card or bank account in the single-method form (signed in, isWalletEnabled). */
  offerAddToWallet?: boolean;
  /** Offered in the single-method form only (a split pays with cards and bank accounts). */
  walletItems?: readonly WalletChoice[];
  state: WizardState;
  dispatch: (a: WizardAction) => void;
  payables: readonly Payable[];
  gateway: PaymentGateway;
  CardEntry: ComponentType<CardEntryProps>;
  splitOffered: boolean;
  canAddMethod: boolean;
  totalCents: number;
  showErrors: boolean;
  emailLabel?: string;
}) {
  const { t } = usePaymentsText();
  // The card session is for the first selected line: its account bill, else its policy.
  const first = payables.find((p) => state.lines.some((l) => l.policyNumber === p.policyNumber && l.selected && !l.removed));
  const subject = first?.accountNumber
    ? { accountNumber: first.accountNumber, emailAddress: state.emailAddress }
    : { policyNumber: first?.policyNumber, emailAddress: state.emailAddress };
  return (
    <Stack gap="sm">
      <TextInput
        label={emailLabel ?? t('common.emailAddress')}
        type="email"
        autoComplete="email"
        required
        value={state.emailAddress}
        onChange={(e) => dispatch({ type: 'email', value: e.currentTarget.value })}
        description={t('info.emailHint')}
      />
      {splitOffered && (
        <SegmentedControl
          aria-label={t('info.howToPay')}
          value={state.split ? 'split' : 'single'}
          onChange={(v) => dispatch({ type: 'split', split: v === 'split' })}
          data={[
            { value: 'single', label: t('info.single') },
            { value: 'split', label: t('info.split') },
          ]}
        />
      )}
      {state.methods.map((m, i) => (
        <MethodCard
          key={m.id}
          method={m}
          index={i}
          split={state.split}
          removable={state.split && state.methods.length > 1}
          dispatch={dispatch}
          gateway={gateway}
          CardEntry={CardEntry}
          subject={subject}
          showErrors={showErrors}
          frame={frame}
          walletItems={state.split ? [] : walletItems}
          offerAddToWallet={offerAddToWallet && !state.split}
        />
      ))}
      {state.split && (
        <Group justify="space-between">
          <Button variant="default" size="xs" onClick={() => dispatch({ type: 'addMethod' })} disabled={!canAddMethod}>
            {t('info.addMethod')}
          </Button>
          <Text size="sm">{t('info.totalToSplit', { amount: formatCents(totalCents) })}</Text>
        </Group>
      )}
    </Stack>
  );
}

function MethodCard({
  method,
  index,
  split,
  removable,
  dispatch,
  gateway,
  CardEntry,
  subject,
  showErrors,
  frame,
  walletItems,
  offerAddToWallet,
}: {
  frame: FrameSettings;
  walletItems: readonly WalletChoice[];
  offerAddToWallet: boolean;
  method: PaymentMethod;
  index: number;
  split: boolean;
  removable: boolean;
  dispatch: (a: WizardAction) => void;
  gateway: PaymentGateway;
  CardEntry: ComponentType<CardEntryProps>;
  subject: { policyNumber?: string; accountNumber?: string; emailAddress: string };
  showErrors: boolean;
}) {
  const { t } = usePaymentsText();
  const label = split ? t('info.methodN', { n: index + 1 }) : t('info.method');
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="fieldset"
      aria-label={t('info.methodDetails', { label })}
      data-testid={`method-${index + 1}`}
      style={{ border: undefined }}
    >
      <Stack gap="xs">
        <Group grow align="flex-start" wrap="wrap" preventGrowOverflow={false}>
          <NativeSelect
            label={label}
            value={method.kind}
            data={(walletItems.length > 0 ? WITH_WALLET : METHOD_KINDS).map((kind) => ({ value: kind, label: t(`method.kinds.${kind}`) }))}
            onChange={(e) => dispatch({ type: 'methodKind', id: method.id, kind: e.currentTarget.value as MethodKind })}
            miw={180}
          />
          {split && (
            <TextInput
              label={t('info.amountForMethod', { n: index + 1 })}
              inputMode="decimal"
              leftSection="$"
              value={method.amountText}
              onChange={(e) => dispatch({ type: 'methodAmount', id: method.id, text: e.currentTarget.value })}
              miw={140}
            />
          )}
        </Group>
        {method.kind === 'wallet' ? (
          <NativeSelect
            label={t('info.walletItem')}
            required
            value={method.walletItem?.fundingAccountToken ?? ''}
            data={[
              { value: '', label: t('info.chooseWalletItem') },
              ...walletItems.map((w) => ({ value: w.fundingAccountToken, label: walletChoiceLabel(w) })),
            ]}
            onChange={(e) => {
              const token = e.currentTarget.value;
              dispatch({ type: 'walletItem', id: method.id, item: walletItems.find((w) => w.fundingAccountToken === token) ?? null });
            }}
            error={showErrors && !method.walletItem ? t('info.chooseWalletItemError') : undefined}
          />
        ) : method.kind === 'card' ? (
          <CardMethod
            card={method.card}
            subject={subject}
            gateway={gateway}
            CardEntry={CardEntry}
            frame={frame}
            onToken={(token) => dispatch({ type: 'card', id: method.id, token })}
            onSession={(issuedOn) => dispatch({ type: 'session', issuedOn })}
          />
        ) : (
          <BankAccountFields
            idPrefix={`m${method.id}`}
            bank={method.bank}
            onChange={(changes) => dispatch({ type: 'bank', id: method.id, changes })}
            gateway={gateway}
            showErrors={showErrors}
          />
        )}
        {offerAddToWallet && method.kind !== 'wallet' && <AddToWalletFields method={method} dispatch={dispatch} showErrors={showErrors} />}
        {removable && (
          <Group justify="flex-end">
            <Button variant="subtle" color="red" size="xs" onClick={() => dispatch({ type: 'removeMethod', id: method.id })}>
              {t('info.removeMethod', { n: index + 1 })}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * "Add to wallet" (doc 2 §3, §5): the card or bank account is saved to the wallet after an
 * approved payment, under a nickname ('Wallet Nickname is required'); a bank account also needs
 * the holder's names. Changing the payment method collapses it (the method starts afresh).
 */
function AddToWalletFields({ method, dispatch, showErrors }: { method: PaymentMethod; dispatch: (a: WizardAction) => void; showErrors: boolean }) {
  const { t } = usePaymentsText();
  return (
    <Stack gap="xs">
      <Checkbox
        label={t('info.addToWallet')}
        checked={method.addToWallet}
        onChange={(e) => dispatch({ type: 'addToWallet', id: method.id, addToWallet: e.currentTarget.checked })}
      />
      {method.addToWallet && (
        <>
          <TextInput
            label={t('common.walletNickname')}
            required
            maxLength={maxLengthOf('PaymentSource', 'walletNickname')}
            value={method.walletNickname}
            onChange={(e) => dispatch({ type: 'addToWallet', id: method.id, walletNickname: e.currentTarget.value })}
            error={showErrors && !method.walletNickname.trim() ? t('validation.walletNicknameRequired') : undefined}
          />
          {method.kind === 'bank' && (
            <Group grow align="flex-start" wrap="wrap" preventGrowOverflow={false}>
              <HolderNameInput part="firstName" method={method} dispatch={dispatch} showErrors={showErrors} />
              <HolderNameInput part="lastName" method={method} dispatch={dispatch} showErrors={showErrors} />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

const HOLDER_NAME = {
  firstName: { label: 'common.firstName', required: 'common.firstNameRequired', autoComplete: 'given-name' },
  lastName: { label: 'common.lastName', required: 'common.lastNameRequired', autoComplete: 'family-name' },
} as const;

/** The bank account holder's first or last name that a wallet bank account needs. */
function HolderNameInput({
  part,
  method,
  dispatch,
  showErrors,
}: {
  part: keyof typeof HOLDER_NAME;
  method: PaymentMethod;
  dispatch: (a: WizardAction) => void;
  showErrors: boolean;
}) {
  const { t } = usePaymentsText();
  const text = HOLDER_NAME[part];
  const value = method.bank[part] ?? '';
  return (
    <TextInput
      label={t(text.label)}
      required
      maxLength={maxLengthOf('PaymentSource', part)}
      autoComplete={text.autoComplete}
      value={value}
      onChange={(e) => dispatch({ type: 'bank', id: method.id, changes: { [part]: e.currentTarget.value } })}
      error={showErrors && !value.trim() ? t(text.required) : undefined}
      miw={160}
    />
  );
}
