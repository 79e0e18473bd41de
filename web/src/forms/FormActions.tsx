import { Button, Group } from '@mantine/core';
import { useFormsText } from './i18n';

/**
 * An inline form's buttons: the submit button (loading while the form submits) and Cancel
 * (disabled meanwhile, so a half-sent change is not abandoned). Pass `form.submitting`.
 */
export function FormActions({ submitLabel, submitting, onCancel }: { submitLabel?: string; submitting: boolean; onCancel: () => void }) {
  const { t } = useFormsText();
  return (
    <Group gap="sm">
      <Button type="submit" loading={submitting}>
        {submitLabel ?? t('actions.save')}
      </Button>
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        {t('actions.cancel')}
      </Button>
    </Group>
  );
}
