import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useProfileAlertsText } from '../i18n';

/**
 * One list of additional recipients (emails or mobiles) with an input to add one. `check`
 * returns the sentence to show, or null once it has added the recipient.
 */
export function RecipientList({
  title,
  label,
  items,
  display,
  mask,
  disabled,
  check,
  onRemove,
}: {
  title: string;
  label: string;
  items: readonly string[];
  display: (item: string) => string;
  mask?: (typed: string) => string;
  disabled: boolean;
  check: (typed: string) => string | null;
  onRemove: (item: string) => void;
}) {
  const { t } = useProfileAlertsText();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    if (!typed.trim()) return;
    const problem = check(typed);
    setError(problem);
    if (!problem) setTyped('');
  };
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', xs: 'lg' }}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="xs">
        {items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('recipients.none')}
          </Text>
        )}
        {items.map((item) => (
          <Group key={item} justify="space-between" wrap="nowrap">
            <Text style={{ overflowWrap: 'anywhere' }}>{display(item)}</Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('recipients.remove', { recipient: display(item) })}
              onClick={() => onRemove(item)}
              disabled={disabled}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            aria-label={label}
            placeholder={label}
            value={typed}
            error={error}
            disabled={disabled}
            onChange={(e) => setTyped(mask ? mask(e.currentTarget.value) : e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <Button variant="light" onClick={add} disabled={disabled}>
            {t('recipients.add')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
