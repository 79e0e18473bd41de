import { List, Stack, Text, Title } from '@mantine/core';
import { STATE_COLORS } from '@/theme';
import { usePaymentsText } from '../i18n';
import type { ResultSummary } from '../rules/result';

/** Step 4, the result (doc 2 §4): Success! or red Failed!, a confirmation line per policy or account. */
export function ResultStep({ result }: { result: ResultSummary }) {
  const { t } = usePaymentsText();
  return (
    <Stack gap="xs" data-testid="payment-result" role="status">
      <Title order={3} c={result.failed ? STATE_COLORS.danger : 'var(--mantine-color-success)'}>
        {result.title}
      </Title>
      {result.partialMessage && (
        <Text c={STATE_COLORS.danger} fw={600}>
          {result.partialMessage}
        </Text>
      )}
      {result.lines.map((l) => (
        <Text key={l} data-testid="confirmation-line">
          {l}
        </Text>
      ))}
      {result.providerLines.length > 0 && (
        <>
          <Text c={STATE_COLORS.danger}>{t('result.processFailed')}</Text>
          <List size="sm">
            {result.providerLines.map((l) => (
              <List.Item key={l}>{l}</List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
