import type { Policy, RecurringPaymentInfo, RecurringPaymentSource, WalletItem } from '@portal/generated-client';
import { Alert, Button, Checkbox, Group, List, Modal, NativeSelect, Stack, Stepper, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { type ComponentType, useCallback, useState } from 'react';
import { MOBILE_QUERY } from '@/breakpoints';
import { maxLengthOf } from '@/forms/constraints';
import { BRAND_NAME } from '@/features/shell';
import { currentLanguage } from '@/i18n';
import type { FormFailure } from '@/forms/serverErrors';
import { useServerCall } from '@/forms/useServerCall';
import { formatDate } from '@/lib/format';
import { STATE_COLORS } from '@/theme';
import { BankAccountFields } from '../components/BankAccountFields';
import { type CardEntryProps, CardMethod } from '../components/CardMethod';
import type { FrameSettings, PaymentGateway } from '../gateway';
import { useTimeLeft } from '../hooks/useTimeLeft';
import { checkBankAccount } from '../rules/bankAccount';
import { AUTHORISATION_NOTICE_DAYS, dayOfMonth, deductionDayOf, offeredMethods } from '../rules/recurring';
import { methodText } from '../rules/methodText';
import { usePaymentsText } from '../i18n';
import { specRule } from '../specRule';
import { formatTimeLeft } from '../rules/timer';
import { type CardToken, emptyBank, type BankFields } from '../rules/wizardState';
import { useSaveRecurring } from './queries';
import { CardExpiryFields } from '../components/CardExpiryFields';

type PayType = 'credit' | 'check';

/** The company the customer authorises (a proper noun: the same in every language). */
const COMPANY_NAME = `${BRAND_NAME} Insurance`;
/** 'new', or the walletItemId of the wallet item to charge. */
type PayWith = string;

export interface RecurringWizardProps {
  policy: Policy;
  info: RecurringPaymentInfo;
  /** The wallet items the customer may charge (empty when the wallet or its use is switched off). */
  walletItems: readonly WalletItem[];
  /** The email the notices go to at first: the setup's, else the profile's. */
  emailAddress: string;
  frame: FrameSettings;
  gateway: Pick<PaymentGateway, 'cardSession' | 'bankName'>;
  CardEntry: ComponentType<CardEntryProps>;
  /** Closed by the user, after the result, or because the card session expired. */
  onClose: (reason: 'cancel' | 'done' | 'expired') => void;
}

/**
 * The Recurring payment wizard (doc 2 §2): 'Enter New Recurring Payment Information' (or 'Update
 * …' when one exists), then Agreement Terms, then the result, in a dialog titled 'Setup
 * Recurring Payment'. The methods offered follow the API's rules for the policy (a PPA policy is
 * card only with the list locked; no new or wallet cards after the restriction date).
 */
export function RecurringWizard(props: RecurringWizardProps) {
  const { t } = usePaymentsText();
  const mobile = useMediaQuery(MOBILE_QUERY) ?? false;
  return (
    <Modal opened onClose={() => props.onClose('cancel')} title={t('recurring.title')} size="lg" fullScreen={mobile} closeOnClickOutside={false}>
      <WizardBody {...props} />
    </Modal>
  );
}

function WizardBody({ policy, info, walletItems, emailAddress, frame, gateway, CardEntry, onClose }: RecurringWizardProps) {
  const { t } = usePaymentsText();
  const existing = info.recurringPayment;
  const offered = offeredMethods(info, walletItems);
  const firstType: PayType = offered.card || offered.walletItems.some((w) => w.fundingCategory !== 'Check') ? 'credit' : 'check';
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const [payType, setPayType] = useState<PayType>(existing && (existing.type === 'check' ? offered.bank : offered.card) ? existing.type : firstType);
  const [payWith, setPayWith] = useState<PayWith>(() => existing?.walletItemId ?? 'new');
  const [card, setCard] = useState<CardToken | null>(null);
  const [bank, setBank] = useState<BankFields>(emptyBank);
  const [issuedOn, setIssuedOn] = useState<string[]>([]);
  const [attempted, setAttempted] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [agreeMissing, setAgreeMissing] = useState(false);
  const [result, setResult] = useState<{ ok: true; info: RecurringPaymentInfo } | { ok: false; message: string } | null>(null);
  const save = useSaveRecurring();
  // A refusal is the result (Failed!, 'Error: {message}'); a network failure keeps the step for a retry.
  const isRefusal = (failure: FormFailure) => typeof failure.status === 'number' && failure.status < 500;
  const saving = useServerCall(
    async (body: Parameters<typeof save.mutateAsync>[0]) => {
      const saved = await save.mutateAsync(body);
      setResult({ ok: true, info: saved });
      setStep(2);
    },
    {
      onFailure: (failure) => {
        if (!isRefusal(failure)) return;
        setResult({ ok: false, message: failure.errors.join(' ') });
        setStep(2);
      },
    },
  );
  const sendFailure = saving.failure && !isRefusal(saving.failure) ? saving.failure.errors.join(' ') || t('recurring.sendFailed') : null;

  const expire = useCallback(() => onClose('expired'), [onClose]);
  const timeLeft = useTimeLeft(step === 2 ? [] : issuedOn, expire);

  const walletOfType = offered.walletItems.filter((w) => (payType === 'check' ? w.fundingCategory === 'Check' : w.fundingCategory !== 'Check'));
  const walletItem = walletOfType.find((w) => w.walletItemId === payWith) ?? null;
  const isNew = walletItem === null;
  const typeOptions = [
    ...(offered.card || offered.walletItems.some((w) => w.fundingCategory !== 'Check') ? [{ value: 'credit', label: t('method.kinds.card') }] : []),
    ...(offered.bank ? [{ value: 'check', label: t('method.kinds.bank') }] : []),
  ];
  const newAllowed = payType === 'credit' ? offered.card : offered.bank;
  const payWithOptions = [
    ...(newAllowed ? [{ value: 'new', label: payType === 'credit' ? t('recurring.newCard') : t('recurring.newBank') }] : []),
    ...walletOfType.map((w) => ({ value: w.walletItemId, label: t('method.walletNamed', { nickname: w.nickname, method: methodText(w) }) })),
  ];

  const form = useForm({
    mode: 'uncontrolled',
    initialValues: {
      emailAddress: existing?.emailAddress ?? emailAddress,
      cardExpireMonth: walletItem?.cardExpireMonth ? String(walletItem.cardExpireMonth) : '',
      cardExpireYear: walletItem?.cardExpireYear ? String(walletItem.cardExpireYear) : '',
      zipCode: '',
      // Mirrors the Payment type choice, so the card rules read it from the values they check.
      payType: payType as PayType,
    },
    validate: {
      emailAddress: specRule('RecurringPaymentSource', 'emailAddress', () => t('common.emailAddress'), { required: () => t('validation.emailRequired') }),
      cardExpireMonth: (v: string, values: { payType: PayType }) => (values.payType === 'credit' && !v ? t('common.expMonthRequired') : null),
      cardExpireYear: (v: string, values: { payType: PayType }) => (values.payType === 'credit' && !v ? t('common.expYearRequired') : null),
      zipCode: (v: string, values: { payType: PayType }) =>
        values.payType === 'credit' && frame.collectZipCode
          ? specRule('RecurringPaymentSource', 'zipCode', () => t('common.billingZip'), { requiredOverride: true })(v.trim())
          : null,
    },
  });

  const chooseWith = (value: PayWith) => {
    setPayWith(value);
    setCard(null);
    setBank(emptyBank());
    const item = walletOfType.find((w) => w.walletItemId === value);
    // A wallet card brings its expiry; a new card is typed.
    form.setValues({
      cardExpireMonth: item?.cardExpireMonth ? String(item.cardExpireMonth) : '',
      cardExpireYear: item?.cardExpireYear ? String(item.cardExpireYear) : '',
    });
  };
  const chooseType = (value: PayType) => {
    setPayType(value);
    form.setFieldValue('payType', value);
    const newOk = value === 'credit' ? offered.card : offered.bank;
    const firstItem = offered.walletItems.find((w) => (value === 'check' ? w.fundingCategory === 'Check' : w.fundingCategory !== 'Check'));
    setPayWith(newOk ? 'new' : (firstItem?.walletItemId ?? 'new'));
    setCard(null);
    setBank(emptyBank());
  };

  const bankErrors = checkBankAccount(bank);
  const methodErrors: string[] = [];
  if (typeOptions.length === 0) methodErrors.push(t('recurring.noMethod'));
  else if (isNew && payType === 'credit' && !card) methodErrors.push(t('common.enterCardInForm'));
  else if (isNew && payType === 'check' && Object.keys(bankErrors).length > 0) methodErrors.push(t('recurring.completeBank'));

  const describe = (): string =>
    walletItem
      ? t('method.named', { nickname: walletItem.nickname, method: methodText(walletItem) })
      : payType === 'credit' && card
        ? methodText({ fundingCategory: card.fundingCategory, fundingMethod: card.fundingMethod, lastFourDigits: card.lastFour })
        : bank.accountNumber
          ? t('recurring.bankEnding', { lastFour: bank.accountNumber.slice(-4) })
          : '';

  const next = () => {
    setAttempted(true);
    const checked = form.validate();
    if (checked.hasErrors || methodErrors.length > 0) return;
    setAttempted(false);
    setStep(1);
  };

  const source = (): RecurringPaymentSource => {
    const v = form.getValues();
    const base = { type: payType, emailAddress: v.emailAddress.trim() } as const;
    const expiry =
      payType === 'credit'
        ? { cardExpireMonth: Number(v.cardExpireMonth), cardExpireYear: Number(v.cardExpireYear), ...(v.zipCode.trim() ? { zipCode: v.zipCode.trim() } : {}) }
        : {};
    if (walletItem) return { ...base, ...expiry, fiserv: { fundingAccountToken: walletItem.fundingAccountToken } };
    if (payType === 'credit' && card) {
      return {
        ...base,
        ...expiry,
        fiserv: {
          fundingAccountToken: card.fundingAccountToken,
          sessionToken: card.sessionToken,
          fundingAccountLastFourDigits: card.lastFour,
          ...(card.fundingCategory === 'Credit' || card.fundingCategory === 'Debit' ? { fundingCategory: card.fundingCategory } : {}),
        },
      };
    }
    return {
      ...base,
      accountType: Number(bank.accountType),
      routingNumber: bank.routingNumber,
      accountNumber: bank.accountNumber,
      accountNumberConfirmation: bank.accountNumberConfirmation,
    };
  };

  const submit = async () => {
    if (!agreed) {
      setAgreeMissing(true);
      return;
    }
    await saving.call({
      policyId: policy.policyId,
      policyNumber: policy.policyNumber,
      imageNumber: policy.policyImageNum,
      deductionDay: info.deductionDay,
      userAgreedWithTerms: true,
      source: source(),
    });
  };

  const stepTitle = existing ? t('recurring.updateStep') : t('recurring.newStep');
  const day = info.deductionDay || deductionDayOf(policy);
  const language = currentLanguage();
  return (
    <Stack gap="md">
      {step < 2 && (
        <Stepper active={step} size="sm" allowNextStepsSelect={false} aria-label={t('recurring.progress')}>
          <Stepper.Step label={existing ? t('recurring.updateInfo') : t('recurring.enterInfo')} />
          <Stepper.Step label={t('recurring.agreementStep')} />
        </Stepper>
      )}
      {timeLeft !== null && step < 2 && (
        <Text ta="right" size="sm" data-testid="time-left" aria-live="off">
          {t('common.timeLeft', { time: formatTimeLeft(timeLeft) })}
        </Text>
      )}
      {step === 0 && (
        <Stack gap="sm">
          <Title order={3} size="h4">
            {stepTitle}
          </Title>
          <Text size="sm">{t('recurring.chargedOn', { policyNumber: policy.policyNumber, day: dayOfMonth(day, language) })}</Text>
          {existing && <Text size="sm">{t('recurring.nowPaidBy', { method: methodText(existing) })}</Text>}
          <TextInput
            label={t('common.emailAddress')}
            type="email"
            autoComplete="email"
            required
            description={t('recurring.emailHint')}
            key={form.key('emailAddress')}
            {...form.getInputProps('emailAddress')}
          />
          <NativeSelect
            label={t('recurring.payType')}
            data={typeOptions.length > 0 ? typeOptions : [{ value: '', label: t('recurring.noneAvailable') }]}
            value={payType}
            onChange={(e) => chooseType(e.currentTarget.value as PayType)}
            disabled={offered.locked || typeOptions.length < 2}
            description={offered.locked ? t('recurring.autoCardOnly') : undefined}
          />
          {payWithOptions.length > 1 && (
            <NativeSelect
              label={t('recurring.payWith')}
              data={payWithOptions}
              value={walletItem ? walletItem.walletItemId : 'new'}
              onChange={(e) => chooseWith(e.currentTarget.value)}
            />
          )}
          {payType === 'credit' && isNew && newAllowed && (
            <CardMethod
              card={card}
              subject={{ policyNumber: policy.policyNumber, emailAddress: existing?.emailAddress ?? emailAddress }}
              gateway={gateway}
              CardEntry={CardEntry}
              frame={frame}
              onToken={setCard}
              onSession={(at) => setIssuedOn((s) => [...s, at])}
            />
          )}
          {payType === 'credit' && (walletItem || newAllowed) && <CardExpiryFields form={form} />}
          {payType === 'credit' && (walletItem || newAllowed) && frame.collectZipCode && (
            <TextInput
              label={t('common.billingZip')}
              inputMode="numeric"
              autoComplete="postal-code"
              required
              maxLength={maxLengthOf('RecurringPaymentSource', 'zipCode')}
              key={form.key('zipCode')}
              {...form.getInputProps('zipCode')}
            />
          )}
          {payType === 'check' && isNew && newAllowed && (
            <BankAccountFields idPrefix="recurring" bank={bank} onChange={(c) => setBank((b) => ({ ...b, ...c }))} gateway={gateway} showErrors={attempted} />
          )}
        </Stack>
      )}
      {step === 1 && (
        <Stack gap="sm" data-testid="agreement-terms">
          <Title order={3} size="h4">
            {t('recurring.agreementStep')}
          </Title>
          <Text>
            {t('recurring.authorise', { company: COMPANY_NAME, method: describe(), policyNumber: policy.policyNumber, day: dayOfMonth(day, language) })}
          </Text>
          <Text>{t('recurring.noticeDays', { days: AUTHORISATION_NOTICE_DAYS, email: form.getValues().emailAddress.trim() })}</Text>
          <Text size="sm" c="dimmed">
            {t('recurring.cancelAnyTime')}
          </Text>
          <Checkbox
            label={t('recurring.agree')}
            checked={agreed}
            onChange={(e) => {
              setAgreed(e.currentTarget.checked);
              if (e.currentTarget.checked) setAgreeMissing(false);
            }}
            error={agreeMissing ? t('recurring.agreeRequired') : undefined}
          />
          {sendFailure && (
            <Alert color="red" variant="light" role="alert">
              {sendFailure}
            </Alert>
          )}
        </Stack>
      )}
      {step === 2 && result && (
        <Stack gap="xs" role="status" data-testid="recurring-result">
          <Title order={3} c={result.ok ? 'var(--mantine-color-success)' : STATE_COLORS.danger}>
            {result.ok ? t('result.success') : t('result.failed')}
          </Title>
          {result.ok && result.info.recurringPayment ? (
            <Text>
              {t('recurring.resultPaid', {
                policyNumber: policy.policyNumber,
                method: methodText(result.info.recurringPayment),
                day: dayOfMonth(result.info.recurringPayment.deductionDay, language),
                next: formatDate(result.info.recurringPayment.nextPaymentDate),
                notice: formatDate(result.info.recurringPayment.noticeDate),
              })}
            </Text>
          ) : (
            !result.ok && <Text>{t('result.error', { message: result.message })}</Text>
          )}
        </Stack>
      )}
      {attempted && methodErrors.length > 0 && step === 0 && (
        <Alert color="red" variant="light" role="alert" data-testid="step-errors">
          <List size="sm">
            {methodErrors.map((e) => (
              <List.Item key={e}>{e}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group justify="space-between" mt="sm">
        <Group gap="xs">
          {step < 2 && (
            <Button variant="default" onClick={() => onClose('cancel')}>
              {t('common.cancel')}
            </Button>
          )}
          {step === 1 && (
            <Button variant="default" onClick={() => setStep(0)} disabled={save.isPending}>
              {t('common.back')}
            </Button>
          )}
        </Group>
        {step === 0 && <Button onClick={next}>{t('common.continue')}</Button>}
        {step === 1 && (
          <Button onClick={() => void submit()} loading={save.isPending}>
            {t('common.submit')}
          </Button>
        )}
        {step === 2 && <Button onClick={() => onClose('done')}>{t('common.close')}</Button>}
      </Group>
    </Stack>
  );
}
