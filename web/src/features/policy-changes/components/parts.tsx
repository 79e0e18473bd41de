import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Loader,
  LoadingOverlay,
  Modal,
  NativeSelect,
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

/** Alert titles in the body text colour: Mantine's light-variant title colours miss the 4.5:1 contrast on their tinted backgrounds. */
export const ALERT_STYLES = { title: { color: 'var(--mantine-color-text)' } };

/** Doc 3 §2's busy overlay messages. */
export type BusyText = 'Loading Save' | 'Saving' | 'Generating rate' | 'Finalizing changes' | 'Deleting Save' | 'Canceling';

export function BusyOverlay({ text }: { text: BusyText | null }) {
  return (
    <LoadingOverlay
      visible={text !== null}
      zIndex={400}
      overlayProps={{ blur: 1 }}
      loaderProps={{
        children: (
          <Stack align="center" gap="xs" role="status" aria-live="polite">
            <Loader />
            <Text fw={600}>{text}</Text>
          </Stack>
        ),
      }}
    />
  );
}

export const LEAVE_TEXT = 'Leaving? If you leave now your changes will not be saved. Are you sure?';

/** The leave-page guard (doc 3 §2): while a change is under way, leaving the route asks first. */
export function LeaveGuard({ guard }: { guard: RefObject<boolean> }) {
  // A ref, not a flag: Save and Exit and Cancel switch it off just before they navigate.
  const blocker = useBlocker({ shouldBlockFn: () => guard.current, enableBeforeUnload: () => guard.current, withResolver: true });
  return (
    <Modal opened={blocker.status === 'blocked'} onClose={() => blocker.reset?.()} title="Leave this page?" centered>
      <Stack>
        <Text>{LEAVE_TEXT}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            Stay
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            Leave
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The all-caps insurance-fraud warning shown before the four flagged actions (doc 3 §2). */
export const FRAUD_WARNING =
  'ANY PERSON WHO KNOWINGLY AND WITH INTENT TO DEFRAUD ANY INSURANCE COMPANY OR OTHER PERSON FILES AN APPLICATION FOR INSURANCE OR STATEMENT OF CLAIM CONTAINING ANY MATERIALLY FALSE INFORMATION OR CONCEALS FOR THE PURPOSE OF MISLEADING, INFORMATION CONCERNING ANY FACT MATERIAL THERETO COMMITS A FRAUDULENT INSURANCE ACT, WHICH IS A CRIME AND SUBJECTS SUCH PERSON TO CRIMINAL AND CIVIL PENALTIES.';

export function FraudWarningModal({ opened, onContinue, onCancel }: { opened: boolean; onContinue: () => void; onCancel: () => void }) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Insurance Fraud Warning" centered>
      <Stack>
        <Text size="sm">{FRAUD_WARNING}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onContinue}>Continue</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function AgencyLines({ agency }: { agency: ChangeAgency }) {
  return (
    <Stack gap={2}>
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
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        Agency Information
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Your Agency" centered>
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
  return (
    <Modal
      opened={error !== null}
      onClose={onClose}
      centered
      title={
        <UnstyledButton onClick={() => setRaw((r) => !r)} aria-expanded={raw} fw={700}>
          Please contact your agent for further assistance.
        </UnstyledButton>
      }
    >
      <Stack>
        <Text>
          Unfortunately we were not able to process the change you submitted to your policy ({policyNumber}) at this time. Please contact your agent at the
          following to discuss. Your agent will be able to move forward submitting the change.
        </Text>
        <AgencyLines agency={agency} />
        {raw && (
          <Alert styles={ALERT_STYLES} color="gray" title="Error details">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A text input that upper-cases what is typed (doc 3 §5). */
export function UpperInput({ value, onChange, ...props }: Omit<TextInputProps, 'value' | 'onChange'> & { value: string; onChange: (v: string) => void }) {
  return <TextInput {...props} value={value} onChange={(e) => onChange(upper(e.currentTarget.value))} />;
}

/** A required yes/no question as two radios. */
export function YesNo({
  label,
  value,
  onChange,
  error,
  name,
}: {
  label: string;
  value: '' | 'yes' | 'no';
  onChange: (v: 'yes' | 'no') => void;
  error?: string;
  name: string;
}) {
  return (
    <Radio.Group label={label} value={value} onChange={(v) => onChange(v as 'yes' | 'no')} error={error} withAsterisk name={name}>
      <Group mt={4}>
        <Radio value="yes" label="Yes" />
        <Radio value="no" label="No" />
      </Group>
    </Radio.Group>
  );
}

/** The rate's premium change and its warnings (doc 3 §4 "Premium-change text"). */
export function RateSummary({ rate }: { rate: RateView }) {
  return (
    <Alert styles={ALERT_STYLES} color={rate.decrease ? 'green' : 'blue'} title="Premium change" data-testid="rate-summary">
      <Text fw={700}>{rate.premiumText}</Text>
      {rate.periodText && <Text size="sm">{rate.periodText}</Text>}
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

/** A labelled native select (keyboard and phone friendly); '' is "not chosen". */
export function Choice({
  label,
  data,
  value,
  onChange,
  error,
  required,
  disabled,
  description,
  placeholder = 'Choose…',
  id,
}: {
  label: string;
  data: readonly ({ value: string; label: string } | string)[];
  value: string;
  onChange: (v: string) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  description?: string;
  /** null: no empty entry (a value is always chosen). */
  placeholder?: string | null;
  id?: string;
}) {
  const options = data.map((d) => (typeof d === 'string' ? { value: d, label: d } : d));
  return (
    <NativeSelect
      id={id}
      label={label}
      required={required}
      disabled={disabled}
      description={description}
      error={error}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      data={placeholder === null ? options : [{ value: '', label: placeholder }, ...options]}
    />
  );
}

/** A wizard step's Back and Continue. Without `onContinue`, Continue submits the step's form. */
export function BackContinue({ onBack, onContinue, disabled }: { onBack: () => void; onContinue?: () => void; disabled?: boolean }) {
  return (
    <Group>
      <Button variant="default" onClick={onBack}>
        Back
      </Button>
      <Button type={onContinue ? 'button' : 'submit'} onClick={onContinue} disabled={disabled}>
        Continue
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
