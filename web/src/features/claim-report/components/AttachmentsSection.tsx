import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import type { ClaimFile } from '../gateway';
import { ACCEPT_ATTRIBUTE, addFiles, isAcceptedType, MAX_FILE_BYTES, FILE_SIZE_HINT, formatBytes, type RejectedFile, totalBytes } from '../rules/files';
import { FieldBox, Section } from './fields';

/** SHA-256 of the file's bytes (a simple FNV-1a hash where Web Crypto is not offered: plain http off localhost). */
async function fingerprintOf(file: File): Promise<string> {
  const bytes = new Uint8Array(await readBytes(file));
  if (globalThis.crypto?.subtle) {
    const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  }
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return `fnv-${bytes.length}-${h.toString(16)}`;
}

function readBytes(file: File): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * File upload (doc 4 §2 item 8, §5 "Files"): accepted types only, 10MB per file, duplicates by
 * content refused ("Duplicated file"), rejected files listed with the reason, and the combined
 * 20MB limit, which blocks submission until files are removed.
 */
export function AttachmentsSection({
  files,
  maxFiles,
  onChange,
  error,
}: {
  files: ClaimFile[];
  maxFiles: number;
  onChange: (files: ClaimFile[]) => void;
  /** The combined-size message, when over the limit. */
  error: string | null;
}) {
  const inputId = useId();
  const [rejected, setRejected] = useState<RejectedFile[]>([]);
  const [reading, setReading] = useState(false);

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
          fingerprint: isAcceptedType(file.name) && file.size <= MAX_FILE_BYTES ? await fingerprintOf(file) : '',
        })),
      );
      const result = addFiles(files, picked);
      const over = result.attached.slice(maxFiles);
      setRejected([...result.rejected, ...over.map((f) => ({ name: f.name, reason: `At most ${maxFiles} files can be attached.` }))]);
      onChange(result.attached.slice(0, maxFiles));
    } finally {
      setReading(false);
    }
  };

  return (
    <Section title="Attachments" testId="files-section">
      <FieldBox field="files">
        <Stack gap="xs">
          <label htmlFor={inputId}>
            <Text fw={500} size="sm">
              Attach photos or documents (optional)
            </Text>
          </label>
          <Text size="xs" c="dimmed" id={`${inputId}-hint`}>
            {FILE_SIZE_HINT} Images, PDF, Word, Excel, text, audio, video and Outlook messages.
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
            <List spacing={4} listStyleType="none" p={0} aria-label="Attached files" data-testid="attached-files">
              {files.map((f, i) => (
                <List.Item key={f.fingerprint}>
                  <Group gap="xs" wrap="nowrap" justify="space-between">
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {f.name} ({formatBytes(f.size)})
                    </Text>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() => onChange(files.filter((_, j) => j !== i))}
                      aria-label={`Remove ${f.name}`}
                    >
                      Remove
                    </Button>
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
          {files.length > 0 && (
            <Text size="xs" c="dimmed">
              {formatBytes(totalBytes(files))} in all
            </Text>
          )}
          {rejected.length > 0 && (
            <Alert color="red" title="Not attached" role="alert" data-testid="rejected-files" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
              <List size="sm" spacing={2}>
                {rejected.map((r, i) => (
                  <List.Item key={`${r.name}-${i}`}>
                    <span style={{ overflowWrap: 'anywhere' }}>{r.name}</span>: {r.reason}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          {error && (
            <Alert color="red" role="alert" data-testid="files-total-error">
              {error}
            </Alert>
          )}
        </Stack>
      </FieldBox>
    </Section>
  );
}
