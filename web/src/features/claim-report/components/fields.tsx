import { Box, Group, Paper, Radio, Stack, Text, Textarea, TextInput, type TextInputProps, Title, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChoiceSelect } from '@/forms/ChoiceSelect';
import { maskClaimPhone } from '../rules/phone';
import { useClaimReportText } from '../i18n';

/** What every claim-form field takes: its name (the box's data-field and the control's id `claim-<field>`), label, value, setter and error. */
interface FieldProps {
  field: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}

/** A fixed list to choose from (a select's or radio group's options). */
type Options = readonly { value: string; label: string }[];

/**
 * The claim form's inputs. Each sits in a box marked with its field name (data-field), so a
 * failed submit can scroll to the first failing field and focus its first control whatever the
 * control is (text, select, radio).
 */
export function FieldBox({ field, children }: { field: string; children: ReactNode }) {
  return <Box data-field={field}>{children}</Box>;
}

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-label={title} data-testid={testId}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

export function TextField({
  field,
  label,
  value,
  onChange,
  error,
  required,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange' | 'error'> & { field: string; value: string; onChange: (v: string) => void; error?: string }) {
  return (
    <FieldBox field={field}>
      <TextInput
        id={`claim-${field}`}
        label={label}
        required={required}
        value={value}
        error={error}
        onChange={(e) => onChange(e.currentTarget.value)}
        {...props}
      />
    </FieldBox>
  );
}

/** A phone in the (111) 111-1111 mask. */
export function PhoneInput({ field, label, value, onChange, error, required }: FieldProps & { required?: boolean }) {
  const { t } = useClaimReportText();
  return (
    <TextField
      field={field}
      label={label}
      value={value}
      onChange={(v) => onChange(maskClaimPhone(v))}
      error={error}
      required={required}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={t('common.phonePlaceholder')}
    />
  );
}

/** A long text with its character counter (doc 4 §4: loss location and description). */
export function CountedText({ field, label, value, onChange, error, maxLength, description }: FieldProps & { maxLength: number; description?: string }) {
  const { t } = useClaimReportText();
  const counterId = `claim-${field}-count`;
  return (
    <FieldBox field={field}>
      <Textarea
        id={`claim-${field}`}
        label={label}
        description={description}
        required
        autosize
        minRows={3}
        maxRows={10}
        maxLength={maxLength}
        value={value}
        error={error}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-describedby={counterId}
      />
      <Text id={counterId} size="xs" c="dimmed" ta="right" aria-live="polite">
        {t('common.counter', { length: value.length, max: maxLength })}
      </Text>
    </FieldBox>
  );
}

export function SelectField({
  field,
  label,
  data,
  value,
  onChange,
  error,
  required,
  placeholder,
  description,
  help,
}: FieldProps & {
  data: Options;
  required?: boolean;
  placeholder?: string | null;
  description?: string;
  /** Help shown as a tooltip beside the label (severity, package part). */
  help?: string;
}) {
  return (
    <FieldBox field={field}>
      <ChoiceSelect
        id={`claim-${field}`}
        label={label}
        required={required}
        description={help ? <HelpTip label={label} help={help} /> : description}
        error={error}
        value={value}
        onChange={onChange}
        data={data}
        placeholder={placeholder}
      />
    </FieldBox>
  );
}

/** Help as a tooltip (doc 4 §4: severity and package-part help), reachable by keyboard and read as the field's description. */
function HelpTip({ label, help }: { label: string; help: string }) {
  const { t } = useClaimReportText();
  return (
    <Tooltip label={help} multiline w={260} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Text component="span" size="xs" c="dimmed" tabIndex={0} style={{ cursor: 'help', textDecoration: 'underline dotted' }}>
        {t('common.whatIs', { label: label.toLowerCase() })}
        <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}> {help}</span>
      </Text>
    </Tooltip>
  );
}

/** A question answered by radios (yes/no, yes/no/unknown, what's damaged). */
export function Choices({ field, label, options, value, onChange, error, description }: FieldProps & { options: Options; description?: string }) {
  return (
    <FieldBox field={field}>
      <Radio.Group id={`claim-${field}`} name={field} label={label} description={description} value={value} onChange={onChange} error={error} withAsterisk>
        <Group mt={4} gap="md">
          {options.map((o) => (
            <Radio key={o.value} value={o.value} label={o.label} />
          ))}
        </Group>
      </Radio.Group>
    </FieldBox>
  );
}

/** Yes and No, in the page's language. */
export function useYesNo() {
  const { t } = useClaimReportText();
  return [
    { value: 'yes', label: t('common.yes') },
    { value: 'no', label: t('common.no') },
  ] as const;
}
