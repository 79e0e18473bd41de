import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { usePolicyChangesText } from '../i18n';
import { effectiveDateError, usDate } from '../rules/effectiveDate';
import { ALERT_STYLES } from './parts';

/**
 * Step 2 of doc 3 §2: the change's effective date, bounded by the policy's minimum and maximum
 * effective dates and required. The error shows only after Continue.
 */
export function EffectiveDateStep({
  min,
  max,
  initial,
  notice,
  onContinue,
  onCancel,
}: {
  min: string;
  max: string;
  initial: string | null;
  /** Why the date is asked again (a saved date now out of range). */
  notice?: string;
  onContinue: (date: string) => void;
  onCancel: () => void;
}) {
  const { t } = usePolicyChangesText();
  const [date, setDate] = useState(initial ?? '');
  const [tried, setTried] = useState(false);
  const error = tried ? effectiveDateError(date, min, max) : null;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (!effectiveDateError(date, min, max)) onContinue(date);
      }}
    >
      <Stack maw={420}>
        {notice && (
          <Alert styles={ALERT_STYLES} color="yellow">
            {notice}
          </Alert>
        )}
        <TextInput
          type="date"
          label={t('effectiveDate.prompt')}
          description={t('effectiveDate.range', { min: usDate(min), max: usDate(max) })}
          min={min}
          max={max}
          required
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          error={error}
        />
        <Group>
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit">{t('common.continue')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
