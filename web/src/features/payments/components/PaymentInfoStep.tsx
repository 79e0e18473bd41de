import { maxLengthOf } from '@/forms/constraints';
import { formatCardBrand } from '@/lib/format';
import { Button, Checkbox, Group, NativeSelect, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { ComponentType } from 'react';
import type { FrameSettings, PaymentGateway } from '../gateway';
import { formatCents } from '../rules/money';
import type { Payable } from '../rules/paymentOptions';
import type { MethodKind, PaymentMethod, WalletChoice, WizardAction, WizardState } from '../rules/wizardState';
import { WALLET_NICKNAME_REQUIRED } from '../rules/splitValidation';
import { BankAccountFields } from './BankAccountFields';
import { type CardEntryProps, CardMethod } from './CardMethod';

const METHOD_KINDS: { value: MethodKind; label: string }[] = [
  { value: 'card', label: 'Credit/Debit Card' },
  { value: 'bank', label: 'Bank Account' },
];
const WALLET_KIND = { value: 'wallet' as MethodKind, label: 'Wallet' };

/** How a wallet item reads in the list: its nickname and what it is. */
export function walletChoiceLabel(item: WalletChoice): string {
  const what = item.fundingCategory === 'Check' ? 'Bank account' : item.fundingMethod ? formatCardBrand(item.fundingMethod) : item.fundingCategory;
  return `${item.nickname} (${what} ending in ${item.lastFour})`;
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
  // The card session is for the first selected line: its account bill, else its policy.
  const first = payables.find((p) => state.lines.some((l) => l.policyNumber === p.policyNumber && l.selected && !l.removed));
  const subject = first?.accountNumber
    ? { accountNumber: first.accountNumber, emailAddress: state.emailAddress }
    : { policyNumber: first?.policyNumber, emailAddress: state.emailAddress };
  return (
    <Stack gap="sm">
      <TextInput
        label={emailLabel ?? 'Email Address'}
        type="email"
        autoComplete="email"
        required
        value={state.emailAddress}
        onChange={(e) => dispatch({ type: 'email', value: e.currentTarget.value })}
        description="The receipt is sent here."
      />
      {splitOffered && (
        <SegmentedControl
          aria-label="How to pay"
          value={state.split ? 'split' : 'single'}
          onChange={(v) => dispatch({ type: 'split', split: v === 'split' })}
          data={[
            { value: 'single', label: 'One payment method' },
            { value: 'split', label: 'Split payment' },
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
            Add payment method
          </Button>
          <Text size="sm">Total to split {formatCents(totalCents)}</Text>
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
  const label = split ? `Payment method ${index + 1}` : 'Payment method';
  return (
    <Paper withBorder p="sm" radius="md" component="fieldset" aria-label={`${label} details`} data-testid={`method-${index + 1}`} style={{ border: undefined }}>
      <Stack gap="xs">
        <Group grow align="flex-start" wrap="wrap" preventGrowOverflow={false}>
          <NativeSelect
            label={label}
            value={method.kind}
            data={walletItems.length > 0 ? [...METHOD_KINDS, WALLET_KIND] : METHOD_KINDS}
            onChange={(e) => dispatch({ type: 'methodKind', id: method.id, kind: e.currentTarget.value as MethodKind })}
            miw={180}
          />
          {split && (
            <TextInput
              label={`Amount for method ${index + 1}`}
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
            label="Wallet item"
            required
            value={method.walletItem?.fundingAccountToken ?? ''}
            data={[{ value: '', label: 'Choose a wallet item' }, ...walletItems.map((w) => ({ value: w.fundingAccountToken, label: walletChoiceLabel(w) }))]}
            onChange={(e) => {
              const token = e.currentTarget.value;
              dispatch({ type: 'walletItem', id: method.id, item: walletItems.find((w) => w.fundingAccountToken === token) ?? null });
            }}
            error={showErrors && !method.walletItem ? 'Choose a wallet item.' : undefined}
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
              Remove method {index + 1}
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
  return (
    <Stack gap="xs">
      <Checkbox
        label="Add to wallet"
        checked={method.addToWallet}
        onChange={(e) => dispatch({ type: 'addToWallet', id: method.id, addToWallet: e.currentTarget.checked })}
      />
      {method.addToWallet && (
        <>
          <TextInput
            label="Wallet Nickname"
            required
            maxLength={maxLengthOf('PaymentSource', 'walletNickname')}
            value={method.walletNickname}
            onChange={(e) => dispatch({ type: 'addToWallet', id: method.id, walletNickname: e.currentTarget.value })}
            error={showErrors && !method.walletNickname.trim() ? WALLET_NICKNAME_REQUIRED : undefined}
          />
          {method.kind === 'bank' && (
            <Group grow align="flex-start" wrap="wrap" preventGrowOverflow={false}>
              <TextInput
                label="First Name"
                required
                maxLength={maxLengthOf('PaymentSource', 'firstName')}
                autoComplete="given-name"
                value={method.bank.firstName ?? ''}
                onChange={(e) => dispatch({ type: 'bank', id: method.id, changes: { firstName: e.currentTarget.value } })}
                error={showErrors && !method.bank.firstName?.trim() ? 'First Name is required.' : undefined}
                miw={160}
              />
              <TextInput
                label="Last Name"
                required
                maxLength={maxLengthOf('PaymentSource', 'lastName')}
                autoComplete="family-name"
                value={method.bank.lastName ?? ''}
                onChange={(e) => dispatch({ type: 'bank', id: method.id, changes: { lastName: e.currentTarget.value } })}
                error={showErrors && !method.bank.lastName?.trim() ? 'Last Name is required.' : undefined}
                miw={160}
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
