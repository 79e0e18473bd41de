import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useFormsText } from './i18n';

export type ChoiceOptions = readonly ({ value: string; label: string } | string)[];

/**
 * A labelled native select (keyboard and phone friendly) whose '' means "not chosen": its first
 * entry is `placeholder` ("Choose…" when not given; null: no empty entry, a value is always
 * chosen). `onChange` gets the chosen value.
 *
 * `<ChoiceSelect label="State" required data={STATE_OPTIONS} value={v} onChange={setV} error={e} />`
 */
export function ChoiceSelect({
  data,
  value,
  onChange,
  placeholder,
  ...props
}: Omit<NativeSelectProps, 'data' | 'value' | 'onChange' | 'placeholder'> & {
  data: ChoiceOptions;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string | null;
}) {
  const { t } = useFormsText();
  const options = data.map((d) => (typeof d === 'string' ? { value: d, label: d } : d));
  const empty = placeholder === undefined ? t('actions.choose') : placeholder;
  return (
    <NativeSelect
      {...props}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      data={empty === null ? options : [{ value: '', label: empty }, ...options]}
    />
  );
}
