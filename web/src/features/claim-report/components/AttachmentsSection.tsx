import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import type { ClaimFile } from '../gateway';
import { ACCEPT_ATTRIBUTE, addFiles, isAcceptedType, MAX_FILE_BYTES, formatBytes, mergeRejected, type RejectedFile, totalBytes } from '../rules/files';
import { FieldBox, Section } from './fields';
import { useClaimMessage, useClaimReportText } from '../i18n';

/** SHA-256 of the file's bytes (a simple FNV-1a hash where Web Crypto is not offered: plain http off localhost). */
async function fingerprintOf(file: File, unreadable: string): Promise<string> {
  const bytes = new Uint8Array(await readBytes(file, unreadable));
  if (globalThis.crypto?.subtle) {
    const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  }
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return `fnv-${bytes.length}-${h.toString(16)}`;
}

function readBytes(file: File, unreadable: string): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error(unreadable));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * File upload (doc 4 §2 item 8, §5 "Files"): accepted types only, 10MB per file, duplicates by
 * content refused ("Duplicated file"), rejected files listed with the reason, and the combined
 * 20MB limit, which blocks submission until files are removed. The rejected list is the page's
 * (it accumulates across picks, the customer clears it, and a submission empties it).
 */
export function AttachmentsSection({
  files,
  maxFiles,
  onChange,
  rejected,
  onRejectedChange,
  error,
}: {
  files: ClaimFile[];
  maxFiles: number;
  onChange: (files: ClaimFile[]) => void;
  /** Every file refused since the list was last cleared. */
  rejected: RejectedFile[];
  onRejectedChange: (rejected: RejectedFile[]) => void;
  /** The combined-size message, when over the limit. */
  error: string | null;
}) {
  const inputId = useId();
  const [reading, setReading] = useState(false);
  const { t } = useClaimReportText();
  const message = useClaimMessage({ max: maxFiles });

  const pick = async (list: FileList | null) => {
    if (!list || list.length === 0) return;
    setReading(true);
    try {
      // Files refused for their type or size are not read: only the rest can be duplicates.
      const picked = await Promise.all(
        Array.from(list, async (file) => ({
          file,
          name: file.name,
          size: file.size,
          fingerprint: isAcceptedType(file.name) && file.size <= MAX_FILE_BYTES ? await fingerprintOf(file, t('attachments.unreadable')) : '',
        })),
      );
      const result = addFiles(files, picked);
      const over = result.attached.slice(maxFiles);
      onRejectedChange(
        mergeRejected(rejected, [...result.rejected, ...over.map((f) => ({ name: f.name, reason: t('messages.tooManyFiles', { max: maxFiles, lng: 'en' }) }))]),
      );
      onChange(result.attached.slice(0, maxFiles));
    } finally {
      setReading(false);
    }
  };

  return (
    <Section title={t('attachments.section')} testId="files-section">
      <FieldBox field="files">
        <Stack gap="xs">
          <label htmlFor={inputId}>
            <Text fw={500} size="sm">
              {t('attachments.label')}
            </Text>
          </label>
          <Text size="xs" c="dimmed" id={`${inputId}-hint`}>
            {t('attachments.hint')}
          </Text>
          <input
            id={inputId}
            type="file"
            multiple
            accept={ACCEPT_ATTRIBUTE}
            aria-describedby={`${inputId}-hint`}
            disabled={reading}
            onChange={(e) => {
              const input = e.currentTarget;
              void pick(input.files).finally(() => {
                // Picking the same file again must run the checks again (and say Duplicated file).
                input.value = '';
              });
            }}
            style={{ maxWidth: '100%' }}
          />
          {files.length > 0 && (
            <List spacing={4} listStyleType="none" p={0} aria-label={t('attachments.attached')} data-testid="attached-files">
              {files.map((f, i) => (
                <List.Item key={f.fingerprint}>
                  <Group gap="xs" wrap="nowrap" justify="space-between">
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {t('attachments.fileAndSize', { name: f.name, size: formatBytes(f.size) })}
                    </Text>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() => onChange(files.filter((_, j) => j !== i))}
                      aria-label={t('attachments.removeFile', { name: f.name })}
                    >
                      {t('attachments.remove')}
                    </Button>
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
          {files.length > 0 && (
            <Text size="xs" c="dimmed">
              {t('attachments.inAll', { size: formatBytes(totalBytes(files)) })}
            </Text>
          )}
          {rejected.length > 0 && (
            <Alert
              color="red"
              title={t('attachments.notAttached')}
              role="alert"
              data-testid="rejected-files"
              styles={{ title: { color: 'var(--mantine-color-text)' } }}
            >
              <List size="sm" spacing={2}>
                {rejected.map((r, i) => (
                  <List.Item key={`${r.name}-${i}`}>
                    <span style={{ overflowWrap: 'anywhere' }}>{r.name}</span>: {message(r.reason)}
                  </List.Item>
                ))}
              </List>
              <Button mt="xs" size="compact-xs" variant="subtle" color="red" onClick={() => onRejectedChange([])} aria-label={t('attachments.clearLabel')}>
                {t('attachments.clear')}
              </Button>
            </Alert>
          )}
          {error && (
            <Alert color="red" role="alert" data-testid="files-total-error">
              {message(error)}
            </Alert>
          )}
        </Stack>
      </FieldBox>
    </Section>
  );
}
