import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Loader,
  LoadingOverlay,
  Modal,
  Radio,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
  UnstyledButton,
} from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { type ReactNode, type RefObject, useState } from 'react';
import { formatPhone } from '@/lib/format';
import type { RateView } from '../gateway';
import type { ChangeAgency } from '../model';
import { upper } from '../rules/forms';
import { POLICY_CHANGES_EN, policyChangesText, usePolicyChangesText } from '../i18n';
/** Alert titles in the body text colour: Mantine's light-variant title colours miss the 4.5:1 contrast on their tinted backgrounds. */
export const ALERT_STYLES = { title: { color: 'var(--mantine-color-text)' } };

/** Doc 3 §2's busy overlay messages (their keys under `busy` in the catalogue). */
export type BusyText = 'loadingSave' | 'saving' | 'generatingRate' | 'finalizing' | 'deletingSave' | 'canceling';

export function BusyOverlay({ text }: { text: BusyText | null }) {
  const { t } = usePolicyChangesText();
  return (
    <LoadingOverlay
      visible={text !== null}
      zIndex={400}
      overlayProps={{ blur: 1 }}
      loaderProps={{
        children: (
          <Stack align="center" gap="xs" role="status" aria-live="polite">
            <Loader />
            <Text fw={600}>{text && t(`busy.${text}`)}</Text>
          </Stack>
        ),
      }}
    />
  );
}

export const LEAVE_TEXT = POLICY_CHANGES_EN.leave.text;

/** The leave-page guard (doc 3 §2): while a change is under way, leaving the route asks first. */
export function LeaveGuard({ guard }: { guard: RefObject<boolean> }) {
  // A ref, not a flag: Save and Exit and Cancel switch it off just before they navigate.
  const blocker = useBlocker({ shouldBlockFn: () => guard.current, enableBeforeUnload: () => guard.current, withResolver: true });
  const { t } = usePolicyChangesText();
  return (
    <Modal opened={blocker.status === 'blocked'} onClose={() => blocker.reset?.()} title={t('leave.title')} centered>
      <Stack>
        <Text>{t('leave.text')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            {t('leave.stay')}
          </Button>
          <Button color="red.9" onClick={() => blocker.proceed?.()}>
            {t('leave.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The all-caps insurance-fraud warning shown before the four flagged actions (doc 3 §2); wording in ../texts. */
export function FraudWarningModal({ opened, onContinue, onCancel }: { opened: boolean; onContinue: () => void; onCancel: () => void }) {
  const { t } = usePolicyChangesText();
  return (
    <Modal opened={opened} onClose={onCancel} title={t('fraud.title')} centered>
      <Stack>
        <Text size="sm">{t('fraud.text')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onContinue}>{t('common.continue')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function AgencyLines({ agency }: { agency: ChangeAgency }) {
  // Room between the lines: the phone and email links are touch targets (WCAG 2.2 target size, 24 px).
  return (
    <Stack gap="xs">
      <Text fw={600}>{agency.displayName}</Text>
      {agency.producer && <Text size="sm">{agency.producer}</Text>}
      {agency.addressLine1 && <Text size="sm">{agency.addressLine1}</Text>}
      {agency.addressLine2 && <Text size="sm">{agency.addressLine2}</Text>}
      {agency.phones[0] && (
        <Anchor size="sm" href={`tel:${agency.phones[0]}`}>
          {formatPhone(agency.phones[0])}
        </Anchor>
      )}
      {agency.emails[0] && (
        <Anchor size="sm" href={`mailto:${agency.emails[0]}`}>
          {agency.emails[0]}
        </Anchor>
      )}
    </Stack>
  );
}

/** The agency-information button, always available on the change page (doc 3 §2). */
export function AgencyInfoButton({ agency }: { agency: ChangeAgency }) {
  const [opened, setOpened] = useState(false);
  const { t } = usePolicyChangesText();
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        {t('agency.button')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('agency.title')} centered>
        <AgencyLines agency={agency} />
      </Modal>
    </>
  );
}

/**
 * Rate, confirm or save failure (doc 3 §8): the agency's contact, and the raw error behind the
 * title (clicking the title reveals it).
 */
export function ChangeErrorModal({
  error,
  policyNumber,
  agency,
  onClose,
}: {
  error: string | null;
  policyNumber: string;
  agency: ChangeAgency;
  onClose: () => void;
}) {
  const [raw, setRaw] = useState(false);
  const { t } = usePolicyChangesText();
  return (
    <Modal
      opened={error !== null}
      onClose={onClose}
      centered
      title={
        <UnstyledButton onClick={() => setRaw((r) => !r)} aria-expanded={raw} fw={700}>
          {t('common.contactAgent')}
        </UnstyledButton>
      }
    >
      <Stack>
        <Text>{t('failure.text', { policyNumber })}</Text>
        <AgencyLines agency={agency} />
        {raw && (
          <Alert styles={ALERT_STYLES} color="gray" title={t('failure.details')}>
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('common.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A text input that upper-cases what is typed (doc 3 §5). */
export function UpperInput({ value, onChange, ...props }: Omit<TextInputProps, 'value' | 'onChange'> & { value: string; onChange: (v: string) => void }) {
  return <TextInput {...props} value={value} onChange={(e) => onChange(upper(e.currentTarget.value))} />;
}

/** A required choice of a few answers as radio buttons in a row (gender, years licensed, yes or no). */
export function RadioChoice<V extends string>({
  label,
  value,
  onChange,
  error,
  name,
  options,
}: {
  label: string;
  value: '' | V;
  onChange: (v: V) => void;
  error?: string;
  name: string;
  options: readonly { value: V; label: string }[];
}) {
  return (
    <Radio.Group label={label} value={value} onChange={(v) => onChange(v as V)} error={error} withAsterisk name={name}>
      <Group mt={4}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** A required yes/no question as two radios. */
export function YesNo(props: { label: string; value: '' | 'yes' | 'no'; onChange: (v: 'yes' | 'no') => void; error?: string; name: string }) {
  const { t } = usePolicyChangesText();
  return (
    <RadioChoice
      {...props}
      options={[
        { value: 'yes', label: t('common.yes') },
        { value: 'no', label: t('common.no') },
      ]}
    />
  );
}

/** The rate's premium change and its warnings (doc 3 §4 "Premium-change text"). */
export function RateSummary({ rate }: { rate: RateView }) {
  const { t } = usePolicyChangesText();
  const { premiumText, periodText } = shownRateText(rate, t);
  return (
    <Alert styles={ALERT_STYLES} color={rate.decrease ? 'green' : 'blue'} title={t('rate.title')} data-testid="rate-summary">
      <Text fw={700}>{premiumText}</Text>
      {periodText && <Text size="sm">{periodText}</Text>}
      {rate.warnings.length > 0 && (
        <List size="sm" mt="xs">
          {rate.warnings.map((w) => (
            <List.Item key={w}>{w}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

/** A labelled native select; '' is "not chosen" (the form kit's ChoiceSelect). */
export { ChoiceSelect as Choice } from '@/forms/ChoiceSelect';

/** A wizard step's Back and Continue. Without `onContinue`, Continue submits the step's form. */
export function BackContinue({ onBack, onContinue, disabled }: { onBack: () => void; onContinue?: () => void; disabled?: boolean }) {
  const { t } = usePolicyChangesText();
  return (
    <Group>
      <Button variant="default" onClick={onBack}>
        {t('common.back')}
      </Button>
      <Button type={onContinue ? 'button' : 'submit'} onClick={onContinue} disabled={disabled}>
        {t('common.continue')}
      </Button>
    </Group>
  );
}

/** A wizard step that is a form: Enter or Continue runs `onContinue` (which checks the step), Back runs `onBack`. */
export function StepForm({
  label,
  onBack,
  onContinue,
  continueDisabled,
  children,
}: {
  label: string;
  onBack: () => void;
  onContinue: () => void;
  continueDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onContinue();
      }}
    >
      <Stack>
        {children}
        <BackContinue onBack={onBack} disabled={continueDisabled} />
      </Stack>
    </form>
  );
}

/**
 * The rate's premium-change sentence and period in the page's language. The API writes them in
 * English ("This change will result in a $12.00 INCREASE IN PREMIUM for the period 03/01/2026 to
 * 09/01/2026."); when they read so, the amount, direction and dates are put into the catalogue's
 * wording, else they show as they came.
 */
export function shownRateText(
  rate: Pick<RateView, 'premiumText' | 'periodText'>,
  t: ReturnType<typeof policyChangesText> = policyChangesText(),
): { premiumText: string; periodText: string } {
  const period = (start: string, end: string) => t('rate.period', { start, end });
  const sentence = /^This change will result in a (\S+) (INCREASE|DECREASE) IN PREMIUM(?: for the period (\S+) to (\S+?))?(\.?)$/.exec(rate.premiumText.trim());
  const premiumText = sentence
    ? [
        t('rate.sentence', { amount: sentence[1], direction: t(sentence[2] === 'DECREASE' ? 'rate.decrease' : 'rate.increase') }),
        sentence[3] ? period(sentence[3], sentence[4]) : '',
      ]
        .filter(Boolean)
        .join(' ') + sentence[5]
    : rate.premiumText;
  const periodMatch = /^for the period (\S+) to (\S+)$/.exec(rate.periodText.trim());
  return { premiumText, periodText: periodMatch ? period(periodMatch[1], periodMatch[2]) : rate.periodText };
}
