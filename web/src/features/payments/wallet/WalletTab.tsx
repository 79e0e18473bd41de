import type { Wallet, WalletItem } from '@portal/generated-client';
import { Alert, Button, Group, Modal, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactNode } from 'react';
import { FormErrorAlert } from '@/forms/FormErrorAlert';
import { errorLines } from '@/forms/serverErrors';
import { ConfirmAction } from '../components/ConfirmAction';
import { SpecTextInput } from '@/forms/SpecInputs';
import { useServerSubmit } from '@/forms/useServerSubmit';
import { type CardEntryProps, CardMethod } from '../components/CardMethod';
import type { FrameSettings, PaymentGateway } from '../gateway';
import type { CardToken } from '../rules/wizardState';
import { useAddWalletItem, useDeleteWalletItem, useSaveWalletEmail, useUpdateWalletItem, walletsQueryOptions } from './queries';
import { walletColour, walletItemLabel } from './walletColours';
import { CardExpiryFields, EXPIRY_MONTHS, EXPIRY_YEARS } from '../components/CardExpiryFields';
import { accountTypeOptions } from '../rules/bankAccount';
import { usePaymentsText } from '../i18n';
import { specRule } from '../specRule';

/**
 * What adding a card needs: the provider's frame (payment settings), a session (GET
 * /api/payment/auth?userId) for the signed-in user's own wallet, and the component that embeds
 * the frame (ProviderCardEntry; a fake in component tests).
 */
export interface WalletCardEntry {
  frame: FrameSettings;
  gateway: Pick<PaymentGateway, 'cardSession'>;
  CardEntry: ComponentType<CardEntryProps>;
  /** The signed-in user (the profile's id): the frame session is opened for their wallet. */
  userId: string;
}

export interface WalletTabProps {
  /** Absent (no settings or profile yet): Add Wallet Item offers a bank account only. */
  cardEntry?: WalletCardEntry | null;
}

/**
 * The Wallet tab of /payments (doc 2 §2 Wallet tab, §4 Wallet, §5 Wallet edit): the saved cards
 * and bank accounts drawn in 13 cycling colours, with Add Wallet Item (a card entered in the
 * provider's frame, or a bank account), Edit Wallet Item, the 'Are you sure?' delete (only when
 * not in use) and Edit Information (the wallet email).
 */
export function WalletTab({ cardEntry }: WalletTabProps = {}) {
  const { t } = usePaymentsText();
  const wallets = useQuery(walletsQueryOptions());
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<WalletItem | null>(null);
  const [deleting, setDeleting] = useState<WalletItem | null>(null);
  const [editingInfo, setEditingInfo] = useState(false);

  if (wallets.isPending) return <Text>{t('common.loading')}</Text>;
  if (wallets.isError) {
    return (
      <Alert color="red" role="alert" title={t('common.walletLoadFailed')}>
        {errorLines(wallets.error).join(' ')}
      </Alert>
    );
  }
  const wallet: Wallet | undefined = wallets.data[0];
  const items = wallet?.items ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{t('wallet.title')}</Title>
        <Group gap="sm">
          {wallet && (
            <Button variant="default" onClick={() => setEditingInfo(true)}>
              {t('wallet.editInfo')}
            </Button>
          )}
          <Button onClick={() => setAdding(true)}>{t('wallet.addItem')}</Button>
        </Group>
      </Group>
      {wallet && <Text size="sm">{t('wallet.email', { email: wallet.consumerEmail })}</Text>}
      {items.length === 0 ? (
        <Text role="status">{t('wallet.none')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item, i) => (
            <li key={item.walletItemKeyIdentifier}>
              <Paper radius="md" p="md" c="white" style={{ background: walletColour(i) }} data-testid="wallet-card">
                <Stack gap={4}>
                  <Text fw={700}>{item.nickname}</Text>
                  <Text size="sm">{walletItemLabel(item)}</Text>
                  {item.cardExpireMonth && item.cardExpireYear && (
                    <Text size="sm">{t('wallet.expires', { month: String(item.cardExpireMonth).padStart(2, '0'), year: item.cardExpireYear })}</Text>
                  )}
                  {item.inUse && <Text size="sm">{t('wallet.inUse', { policies: item.inUseByPolicies.join(', ') })}</Text>}
                  <Group gap="xs" mt="xs">
                    <Button size="xs" variant="white" onClick={() => setEditing(item)} aria-label={t('wallet.editLabel', { nickname: item.nickname })}>
                      {t('common.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="white"
                      // red.9 on white: the default red is below 4.5:1 at this size (axe colour-contrast).
                      color="red.9"
                      disabled={item.inUse}
                      onClick={() => setDeleting(item)}
                      aria-label={t('wallet.deleteLabel', { nickname: item.nickname })}
                    >
                      {t('common.delete')}
                    </Button>
                  </Group>
                </Stack>
              </Paper>
            </li>
          ))}
        </SimpleGrid>
      )}
      <Modal opened={adding} onClose={() => setAdding(false)} title={t('wallet.addItem')}>
        {adding && <AddItem cardEntry={cardEntry ?? null} onDone={() => setAdding(false)} />}
      </Modal>
      <Modal opened={!!editing} onClose={() => setEditing(null)} title={t('wallet.editItem')}>
        {editing && wallet && (
          <EditItemForm walletId={wallet.walletId} item={editing} collectZipCode={cardEntry?.frame.collectZipCode ?? false} onDone={() => setEditing(null)} />
        )}
      </Modal>
      <Modal opened={!!deleting} onClose={() => setDeleting(null)} title={t('common.areYouSure')}>
        {deleting && wallet && <DeleteConfirm walletId={wallet.walletId} item={deleting} onDone={() => setDeleting(null)} />}
      </Modal>
      <Modal opened={editingInfo} onClose={() => setEditingInfo(false)} title={t('wallet.editInfo')}>
        {editingInfo && wallet && <EmailForm wallet={wallet} onDone={() => setEditingInfo(false)} />}
      </Modal>
    </Stack>
  );
}

/** A field the spec leaves optional but this form requires (doc 2 §5: names and account type for a bank account). */
function requiredThen(message: () => string, rule?: (value: string) => ReactNode) {
  return (value: string) => (value.trim() ? (rule ? rule(value) : null) : message());
}

/** Add Wallet Item: a card (in the provider's frame) or a bank account; a bank account only when no frame can be opened. */
function AddItem({ cardEntry, onDone }: { cardEntry: WalletCardEntry | null; onDone: () => void }) {
  const { t } = usePaymentsText();
  const [kind, setKind] = useState<'card' | 'bank'>(cardEntry ? 'card' : 'bank');
  return (
    <Stack gap="sm">
      {cardEntry && (
        <SegmentedControl
          aria-label={t('wallet.itemType')}
          value={kind}
          onChange={(v) => setKind(v as 'card' | 'bank')}
          data={[
            { value: 'card', label: t('method.kinds.card') },
            { value: 'bank', label: t('method.kinds.bank') },
          ]}
        />
      )}
      {kind === 'card' && cardEntry ? <AddCardForm cardEntry={cardEntry} onDone={onDone} /> : <AddBankForm onDone={onDone} />}
    </Stack>
  );
}

/**
 * A card: typed only into the provider's frame, which hands back a funding-account token bound to
 * its session; the portal sends that token with the session, the expiry (the frame does not
 * report it) and the nickname (the last four when empty).
 */
function AddCardForm({ cardEntry, onDone }: { cardEntry: WalletCardEntry; onDone: () => void }) {
  const { t } = usePaymentsText();
  const add = useAddWalletItem();
  const [card, setCard] = useState<CardToken | null>(null);
  const [cardMissing, setCardMissing] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { nickname: '', cardExpireMonth: '', cardExpireYear: '' },
    validate: {
      nickname: specRule('AddWalletItemRequest', 'nickname', () => t('common.walletNickname')),
      cardExpireMonth: (v: string) => (v ? null : t('common.expMonthRequired')),
      cardExpireYear: (v: string) => (v ? null : t('common.expYearRequired')),
    },
  });
  const { onSubmit, failure } = useServerSubmit(form, async (v) => {
    if (!card) {
      setCardMissing(true);
      return;
    }
    await add.mutateAsync({
      type: 'credit',
      nickname: v.nickname.trim() || undefined,
      cardExpireMonth: Number(v.cardExpireMonth),
      cardExpireYear: Number(v.cardExpireYear),
      fiserv: {
        fundingAccountToken: card.fundingAccountToken,
        sessionToken: card.sessionToken,
        fundingAccountLastFourDigits: card.lastFour,
        ...(card.fundingCategory === 'Credit' || card.fundingCategory === 'Debit' ? { fundingCategory: card.fundingCategory } : {}),
        ...(isBrand(card.fundingMethod) ? { fundingMethod: card.fundingMethod } : {}),
      },
    });
    onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('wallet.addCard')}>
      <Stack gap="sm">
        {failure && <FormErrorAlert title={t('wallet.saveFailedWith', { errors: failure.errors.join(' ') })} errors={failure.errors} />}
        <SpecTextInput schema="AddWalletItemRequest" field="nickname" form={form} label={t('common.walletNickname')} description={t('wallet.nicknameHint')} />
        <CardExpiryFields form={form} />
        <CardMethod
          card={card}
          subject={{ userId: cardEntry.userId }}
          gateway={cardEntry.gateway}
          CardEntry={cardEntry.CardEntry}
          frame={cardEntry.frame}
          onToken={(token) => {
            setCard(token);
            if (token) setCardMissing(false);
          }}
          onSession={() => undefined}
        />
        {cardMissing && !card && (
          <Text size="sm" c="red" role="alert">
            {t('common.enterCardInForm')}
          </Text>
        )}
        <Button type="submit" loading={form.submitting}>
          {t('common.save')}
        </Button>
      </Stack>
    </form>
  );
}

const BRANDS = ['visa', 'mastercard', 'american-express', 'discover'] as const;
function isBrand(v: string | undefined): v is (typeof BRANDS)[number] {
  return (BRANDS as readonly (string | undefined)[]).includes(v);
}

function AddBankForm({ onDone }: { onDone: () => void }) {
  const { t } = usePaymentsText();
  const add = useAddWalletItem();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { nickname: '', accountType: '', routingNumber: '', accountNumber: '', accountNumberConfirmation: '', firstName: '', lastName: '' },
    validate: {
      nickname: specRule('AddWalletItemRequest', 'nickname', () => t('common.walletNickname')),
      accountType: (v: string) => (v ? null : t('wallet.accountTypeRequired')),
      routingNumber: requiredThen(
        () => t('wallet.routingRequired'),
        specRule('AddWalletItemRequest', 'routingNumber', () => t('wallet.routingNumber')),
      ),
      accountNumber: requiredThen(
        () => t('wallet.accountNumberRequired'),
        specRule('AddWalletItemRequest', 'accountNumber', () => t('wallet.accountNumber')),
      ),
      accountNumberConfirmation: (v: string, values: { accountNumber: string }) => (v === values.accountNumber ? null : t('bank.mismatch')),
      firstName: requiredThen(
        () => t('common.firstNameRequired'),
        specRule('AddWalletItemRequest', 'firstName', () => t('common.firstName')),
      ),
      lastName: requiredThen(
        () => t('common.lastNameRequired'),
        specRule('AddWalletItemRequest', 'lastName', () => t('common.lastName')),
      ),
    },
  });
  const { onSubmit, failure } = useServerSubmit(form, async (v) => {
    await add.mutateAsync({
      type: 'check',
      nickname: v.nickname.trim() || undefined,
      accountType: Number(v.accountType),
      routingNumber: v.routingNumber,
      accountNumber: v.accountNumber,
      accountNumberConfirmation: v.accountNumberConfirmation,
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
    });
    onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('wallet.addItem')}>
      <Stack gap="sm">
        {failure && <FormErrorAlert title={t('wallet.saveFailedWith', { errors: failure.errors.join(' ') })} errors={failure.errors} />}
        <SpecTextInput schema="AddWalletItemRequest" field="nickname" form={form} label={t('common.walletNickname')} />
        <Select label={t('wallet.accountType')} data={accountTypeOptions()} required key={form.key('accountType')} {...form.getInputProps('accountType')} />
        <SpecTextInput schema="AddWalletItemRequest" field="routingNumber" form={form} label={t('wallet.routingNumber')} requiredOverride />
        <SpecTextInput schema="AddWalletItemRequest" field="accountNumber" form={form} label={t('wallet.accountNumber')} autoComplete="off" requiredOverride />
        <SpecTextInput
          schema="AddWalletItemRequest"
          field="accountNumberConfirmation"
          form={form}
          label={t('wallet.confirmAccountNumber')}
          autoComplete="off"
          requiredOverride
        />
        <SpecTextInput schema="AddWalletItemRequest" field="firstName" form={form} label={t('common.firstName')} autoComplete="given-name" requiredOverride />
        <SpecTextInput schema="AddWalletItemRequest" field="lastName" form={form} label={t('common.lastName')} autoComplete="family-name" requiredOverride />
        <Button type="submit" loading={form.submitting}>
          {t('common.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** Edit Wallet Item; a card's billing zip code is required when the settings collect it (the API refuses the edit without it). */
function EditItemForm({ walletId, item, collectZipCode, onDone }: { walletId: string; item: WalletItem; collectZipCode: boolean; onDone: () => void }) {
  const { t } = usePaymentsText();
  const update = useUpdateWalletItem();
  const card = item.fundingCategory !== 'Check';
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: {
      nickname: item.nickname,
      cardExpireMonth: item.cardExpireMonth ? String(item.cardExpireMonth) : '',
      cardExpireYear: item.cardExpireYear ? String(item.cardExpireYear) : '',
      zipCode: '',
      accountType: item.bankAccountType ? String(item.bankAccountType) : '',
      firstName: item.firstName ?? '',
      lastName: item.lastName ?? '',
    },
    validate: card
      ? {
          cardExpireMonth: (v: string) => (v ? null : t('common.expMonthRequired')),
          cardExpireYear: (v: string) => (v ? null : t('common.expYearRequired')),
          zipCode: collectZipCode
            ? requiredThen(
                () => t('wallet.zipRequired'),
                specRule('UpdateWalletItemRequest', 'zipCode', () => t('common.billingZip')),
              )
            : specRule('UpdateWalletItemRequest', 'zipCode', () => t('common.billingZip')),
        }
      : {
          accountType: (v: string) => (v ? null : t('wallet.accountTypeRequired')),
          firstName: requiredThen(
            () => t('common.firstNameRequired'),
            specRule('UpdateWalletItemRequest', 'firstName', () => t('common.firstName')),
          ),
          lastName: requiredThen(
            () => t('common.lastNameRequired'),
            specRule('UpdateWalletItemRequest', 'lastName', () => t('common.lastName')),
          ),
        },
  });
  const { onSubmit, failure } = useServerSubmit(form, async (v) => {
    await update.mutateAsync({
      walletId,
      walletItemId: item.walletItemId,
      changes: card
        ? {
            nickname: v.nickname.trim(),
            cardExpireMonth: Number(v.cardExpireMonth),
            cardExpireYear: Number(v.cardExpireYear),
            zipCode: v.zipCode.trim() || undefined,
          }
        : { nickname: v.nickname.trim(), accountType: Number(v.accountType), firstName: v.firstName.trim(), lastName: v.lastName.trim() },
    });
    onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('wallet.editItem')}>
      <Stack gap="sm">
        {failure && <FormErrorAlert title={t('wallet.updateFailed')} errors={failure.errors} />}
        <Text size="sm">{walletItemLabel(item)}</Text>
        <SpecTextInput
          schema="UpdateWalletItemRequest"
          field="nickname"
          form={form}
          label={t('common.walletNickname')}
          description={t('wallet.nicknameHint')}
        />
        {card ? (
          <>
            <Select label={t('card.expMonth')} data={EXPIRY_MONTHS} required key={form.key('cardExpireMonth')} {...form.getInputProps('cardExpireMonth')} />
            <Select label={t('card.expYear')} data={EXPIRY_YEARS} required key={form.key('cardExpireYear')} {...form.getInputProps('cardExpireYear')} />
            <SpecTextInput
              schema="UpdateWalletItemRequest"
              field="zipCode"
              form={form}
              label={t('common.billingZip')}
              inputMode="numeric"
              autoComplete="postal-code"
              requiredOverride={collectZipCode}
            />
          </>
        ) : (
          <>
            <Select label={t('wallet.accountType')} data={accountTypeOptions()} required key={form.key('accountType')} {...form.getInputProps('accountType')} />
            <SpecTextInput schema="UpdateWalletItemRequest" field="firstName" form={form} label={t('common.firstName')} requiredOverride />
            <SpecTextInput schema="UpdateWalletItemRequest" field="lastName" form={form} label={t('common.lastName')} requiredOverride />
          </>
        )}
        <Button type="submit" loading={form.submitting}>
          {t('common.save')}
        </Button>
      </Stack>
    </form>
  );
}

function DeleteConfirm({ walletId, item, onDone }: { walletId: string; item: WalletItem; onDone: () => void }) {
  const { t } = usePaymentsText();
  const remove = useDeleteWalletItem();
  return (
    <ConfirmAction
      question={t('wallet.deleteQuestion', { nickname: item.nickname })}
      errorPrefix={t('wallet.deleteFailed')}
      run={() => remove.mutateAsync({ walletId, walletItemId: item.walletItemId })}
      onDone={onDone}
    />
  );
}

function EmailForm({ wallet, onDone }: { wallet: Wallet; onDone: () => void }) {
  const { t } = usePaymentsText();
  const save = useSaveWalletEmail();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { emailAddress: wallet.consumerEmail },
    validate: {
      emailAddress: specRule('WalletEmailRequest', 'emailAddress', () => t('common.emailAddress'), { required: () => t('validation.emailRequired') }),
    },
  });
  const { onSubmit, failure } = useServerSubmit(form, async (v) => {
    await save.mutateAsync({ walletId: wallet.walletId, emailAddress: v.emailAddress.trim() });
    onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('wallet.editInfo')}>
      <Stack gap="sm">
        {failure && <FormErrorAlert title={t('wallet.saveFailed')} errors={failure.errors} />}
        <SpecTextInput schema="WalletEmailRequest" field="emailAddress" form={form} label={t('common.emailAddress')} />
        <Button type="submit" loading={form.submitting}>
          {t('common.save')}
        </Button>
      </Stack>
    </form>
  );
}
