import { Anchor, Group, List, Loader, Text } from '@mantine/core';
import type { ClaimDetail } from '@portal/generated-client';
import { useState } from 'react';
import { formatDate } from '@/lib/format';
import { downloadClaimFile } from '../detail/downloadClaimFile';
import { formatBytes } from '../detail/rules';
import { useClaimsText } from '../i18n';

type ClaimFile = ClaimDetail['files'][number];

/**
 * A claim's files (the report's and those added later), each with its size, the day it was added
 * and the requested item it answers, downloaded through the call its downloadPath names (the
 * customer's or the staff's): the one list the claim page and the back office show. While a file
 * downloads its link is busy and a spinner names it; a failed download says so.
 */
export function ClaimFileList({
  claim,
  label,
  itemTestId,
}: {
  claim: Pick<ClaimDetail, 'files' | 'checklist'>;
  /** The list's accessible name. */
  label: string;
  itemTestId: string;
}) {
  const { t } = useClaimsText();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const itemOf = (f: ClaimFile) =>
    f.requestedItemId ? (claim.checklist.find((i) => i.itemId === f.requestedItemId)?.label ?? t('detail.aRequestedItem')) : null;
  const save = async (f: ClaimFile) => {
    setError(null);
    setPending(f.fileId);
    try {
      await downloadClaimFile(f);
    } catch {
      setError(t('detail.downloadFailed'));
    } finally {
      setPending(null);
    }
  };
  return (
    <>
      {claim.files.length === 0 ? (
        <Text size="sm">{t('detail.noFiles')}</Text>
      ) : (
        <List spacing={4} aria-label={label} listStyleType="none" withPadding={false}>
          {claim.files.map((f) => {
            const item = itemOf(f);
            const facts = { size: formatBytes(f.size), date: formatDate(f.addedAt) };
            return (
              <List.Item key={f.fileId} data-testid={itemTestId}>
                <Group gap="xs" wrap="wrap">
                  <Anchor
                    component="button"
                    type="button"
                    onClick={() => void save(f)}
                    aria-label={t('detail.downloadNamed', { name: f.fileName })}
                    aria-busy={pending === f.fileId}
                    style={{ overflowWrap: 'anywhere', textAlign: 'left' }}
                  >
                    {f.fileName}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {item ? t('detail.fileFactsFor', { ...facts, item }) : t('detail.fileFacts', facts)}
                  </Text>
                  {pending === f.fileId && <Loader size="xs" aria-label={t('detail.downloading', { name: f.fileName })} />}
                </Group>
              </List.Item>
            );
          })}
        </List>
      )}
      {error && (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
    </>
  );
}
