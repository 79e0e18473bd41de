import { Alert, Anchor, Badge, Button, Card, FileInput, Group, List, Progress, Select, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import type { ClaimChecklistItem, ClaimDetail, ClaimFile, ClaimTimelineEvent } from '@portal/generated-client';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { ApiReplyError, api } from '@/api/client';
import { formatDate, formatPhone } from '@/lib/format';
import { claimDetailQueryOptions, uploadClaimDocuments } from './queries';
import { documentErrors, formatBytes, formatCents, progressPercent } from './rules';

const OTHER = 'other';

/** /claims/{claimNumber} (issue 16): the claim's timeline, adjuster, checklist and files, and adding documents. */
export function ClaimDetailPage({ claimNumber }: { claimNumber: string }) {
  const { data: claim } = useSuspenseQuery(claimDetailQueryOptions(claimNumber));
  const [itemChoice, setItemChoice] = useState<string>(() => claim.checklist.find((i) => !i.receivedAt)?.itemId ?? OTHER);
  const fileInput = useRef<HTMLButtonElement>(null);

  const startFor = (item: ClaimChecklistItem) => {
    setItemChoice(item.itemId);
    fileInput.current?.focus();
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/claims">
        Back to Claims
      </Anchor>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1}>Claim {claim.claimNumber}</Title>
        <Badge variant="light" color={claim.isOpen ? 'blue' : 'gray'} data-testid="claim-status">
          {claim.status}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" spacing="xs" style={{ margin: 0 }}>
        <Field label="Policy" value={claim.policyNumber} />
        <Field label="Type" value={claim.type} />
        <Field label="Loss date" value={formatDate(claim.lossDate)} />
      </SimpleGrid>
      {claim.description && <Text>{claim.description}</Text>}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <AdjusterCard claim={claim} />
          <ChecklistCard claim={claim} onUpload={startFor} />
          <FilesCard claim={claim} />
          <AddDocuments claim={claim} itemChoice={itemChoice} setItemChoice={setItemChoice} fileInput={fileInput} />
        </Stack>
        <Card withBorder padding="md" component="section" aria-labelledby="timeline-heading">
          <Title order={2} size="h3" id="timeline-heading" mb="md">
            Timeline
          </Title>
          <Timeline active={claim.timeline.length - 1} bulletSize={16} lineWidth={2} data-testid="claim-timeline">
            {claim.timeline.map((e) => (
              <Timeline.Item key={e.eventId} title={<Text fw={600}>{e.title}</Text>}>
                <EventFacts event={e} />
              </Timeline.Item>
            ))}
          </Timeline>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {value}
      </Text>
    </div>
  );
}

function EventFacts({ event: e }: { event: ClaimTimelineEvent }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {formatDate(e.occurredAt)}
      </Text>
      {e.adjuster && (
        <Text size="sm">
          {e.adjuster.name}
          {e.adjuster.phone ? `, ${formatPhone(e.adjuster.phone)}` : ''}
        </Text>
      )}
      {e.scheduledFor && <Text size="sm">Appointment: {new Date(e.scheduledFor).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}</Text>}
      {e.kind === 'paymentIssued' && e.paymentDate && (
        <Text size="sm">
          Paid {formatDate(e.paymentDate)} by {e.paymentMethod === 'check' ? 'check' : 'direct deposit'}
        </Text>
      )}
      {e.kind === 'estimateWritten' && e.amountCents !== null && <Text size="sm">Estimate: {formatCents(e.amountCents)}</Text>}
      {e.items.length > 0 && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {e.kind === 'documentsRequested' ? 'Asked for: ' : 'Files: '}
          {e.items.join(', ')}
        </Text>
      )}
      {e.note && <Text size="sm">{e.note}</Text>}
    </Stack>
  );
}

function AdjusterCard({ claim }: { claim: ClaimDetail }) {
  const a = claim.adjuster;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="adjuster-heading">
      <Title order={2} size="h3" id="adjuster-heading" mb="xs">
        Your adjuster
      </Title>
      {a ? (
        <Stack gap={4} data-testid="claim-adjuster">
          <Text fw={600}>{a.name}</Text>
          {a.phone && <Anchor href={`tel:${a.phone}`}>{formatPhone(a.phone)}</Anchor>}
          {a.email && (
            <Anchor href={`mailto:${a.email}`} style={{ overflowWrap: 'anywhere' }}>
              {a.email}
            </Anchor>
          )}
        </Stack>
      ) : (
        <Text>Not assigned yet</Text>
      )}
    </Card>
  );
}

function ChecklistCard({ claim, onUpload }: { claim: ClaimDetail; onUpload: (item: ClaimChecklistItem) => void }) {
  if (!claim.checklist.length) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="checklist-heading">
      <Title order={2} size="h3" id="checklist-heading" mb="xs">
        What your adjuster asked for
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Requested items">
        {claim.checklist.map((item) => (
          <Group
            component="li"
            key={item.itemId}
            justify="space-between"
            wrap="wrap"
            gap="xs"
            data-testid="checklist-item"
            data-received={item.receivedAt ? 'true' : 'false'}
          >
            <Text>
              <span aria-hidden="true">{item.receivedAt ? '✓ ' : '○ '}</span>
              {item.label}
            </Text>
            {item.receivedAt ? (
              <Text size="sm">Received {formatDate(item.receivedAt)}</Text>
            ) : claim.isOpen ? (
              <Button variant="light" size="compact-sm" onClick={() => onUpload(item)} aria-label={`Upload ${item.label}`}>
                Upload
              </Button>
            ) : (
              <Text size="sm">Outstanding</Text>
            )}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/** Downloads a file of the claim with the session's token (a plain link would carry none). */
async function download(file: ClaimFile): Promise<void> {
  const resolver = api.request.config.TOKEN;
  const token =
    typeof resolver === 'function'
      ? await resolver({ method: 'GET', url: '/api/claim/{claimNumber}/documents/{documentId}', errors: { 401: 'Unauthorized' } })
      : '';
  const res = await fetch(file.downloadPath, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error('The file could not be downloaded.');
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = file.fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function FilesCard({ claim }: { claim: ClaimDetail }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="files-heading">
      <Title order={2} size="h3" id="files-heading" mb="xs">
        Files
      </Title>
      <Text size="sm" c="dimmed" mb="xs" data-testid="claim-files-total">
        {formatBytes(claim.filesTotalBytes)} of {formatBytes(claim.maxFilesTotalBytes)} used
      </Text>
      {claim.files.length === 0 ? (
        <Text>No files yet.</Text>
      ) : (
        <List spacing={4} aria-label="Claim files" listStyleType="none" withPadding={false}>
          {claim.files.map((f) => (
            <List.Item key={f.fileId} data-testid="claim-file">
              <Group gap="xs" wrap="wrap">
                <Anchor
                  component="button"
                  type="button"
                  onClick={() => void download(f).catch((e: Error) => setError(e.message))}
                  style={{ overflowWrap: 'anywhere', textAlign: 'left' }}
                >
                  {f.fileName}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {formatBytes(f.size)}, {formatDate(f.addedAt)}
                  {f.requestedItemId ? `, for ${claim.checklist.find((i) => i.itemId === f.requestedItemId)?.label ?? 'a requested item'}` : ''}
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {error && (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Card>
  );
}

function AddDocuments({
  claim,
  itemChoice,
  setItemChoice,
  fileInput,
}: {
  claim: ClaimDetail;
  itemChoice: string;
  setItemChoice: (v: string) => void;
  fileInput: React.RefObject<HTMLButtonElement | null>;
}) {
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (!claim.isOpen)
    return (
      <Alert color="gray" title="Add documents">
        This claim is closed, so documents can no longer be added. Please contact your adjuster.
      </Alert>
    );

  const submit = async () => {
    setDone(null);
    const problems = documentErrors(files, claim.fileRules, claim);
    setErrors(problems);
    if (problems.length) return;
    setProgress(0);
    try {
      const updated = await uploadClaimDocuments({
        claimNumber: claim.claimNumber,
        files,
        requestedItemId: itemChoice === OTHER ? null : itemChoice,
        onProgress: (sent, total) => setProgress(progressPercent(sent, total)),
      });
      queryClient.setQueryData(claimDetailQueryOptions(claim.claimNumber).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: ['policies'] });
      setDone(`${files.length === 1 ? 'Your document was' : `Your ${files.length} documents were`} added to the claim.`);
      setFiles([]);
      setItemChoice(updated.checklist.find((i) => !i.receivedAt)?.itemId ?? OTHER);
    } catch (e) {
      setErrors(e instanceof ApiReplyError ? e.errors : ['The documents could not be added. Please try again.']);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="add-documents-heading">
      <Title order={2} size="h3" id="add-documents-heading" mb="xs">
        Add documents
      </Title>
      <Stack gap="sm">
        <Select
          label="These files are for"
          data={[
            ...claim.checklist.map((i) => ({ value: i.itemId, label: i.receivedAt ? `${i.label} (received)` : i.label })),
            { value: OTHER, label: 'Other documents' },
          ]}
          value={itemChoice}
          onChange={(v) => setItemChoice(v ?? OTHER)}
          allowDeselect={false}
        />
        <FileInput
          ref={fileInput}
          label="Files"
          description={`Photos, PDFs, documents, audio or video: up to ${claim.fileRules.maxFiles} files, 10MB each, ${formatBytes(claim.fileRules.maxTotalBytes)} together.`}
          placeholder="Choose files"
          multiple
          clearable
          accept={claim.fileRules.acceptedTypes.join(',')}
          value={files}
          onChange={(v) => {
            setFiles(v);
            setErrors([]);
          }}
          disabled={progress !== null}
        />
        {errors.length > 0 && (
          <Alert color="red" role="alert" title="The files were not added">
            <List size="sm">
              {errors.map((e) => (
                <List.Item key={e}>{e}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {progress !== null && <Progress value={progress} aria-label="Upload progress" animated size="lg" />}
        {done && <Text role="status">{done}</Text>}
        <Group>
          <Button onClick={() => void submit()} loading={progress !== null}>
            Upload
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
