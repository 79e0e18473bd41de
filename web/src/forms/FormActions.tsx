import { Button, Group } from '@mantine/core';

/**
 * An inline form's buttons: the submit button (loading while the form submits) and Cancel
 * (disabled meanwhile, so a half-sent change is not abandoned). Pass `form.submitting`.
 */
export function FormActions({ submitLabel = 'Save', submitting, onCancel }: { submitLabel?: string; submitting: boolean; onCancel: () => void }) {
  return (
    <Group gap="sm">
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        Cancel
      </Button>
    </Group>
  );
}
