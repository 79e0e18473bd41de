import { claimStatusLabel } from '../claims';
import { Alert, Anchor, Badge, Button, Card, FileInput, Group, List, Progress, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ClaimChecklistItem, ClaimDetail } from '@portal/generated-client';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useRef, useState } from 'react';
import { ApiReplyError } from '@/api/client';
import { formatDate, formatPhone } from '@/lib/format';
import { ClaimEventList } from '../components/ClaimEventList';
import { ClaimFileList } from '../components/ClaimFileList';
import { TermValue } from '../components/TermValue';
import { useClaimsText } from '../i18n';
import { claimDetailQueryOptions, uploadClaimDocuments } from './queries';
import { documentErrors, formatBytes, progressPercent } from './rules';

const OTHER = 'other';
/** Marks before a requested item (hidden from screen readers, which hear its state in words). */
const RECEIVED_MARK = '✓ ';
const OUTSTANDING_MARK = '○ ';

/** /claims/{claimNumber} (issue 16): the claim's timeline, adjuster, checklist and files, and adding documents. */
export function ClaimDetailPage({ claimNumber }: { claimNumber: string }) {
  const { data: claim } = useSuspenseQuery(claimDetailQueryOptions(claimNumber));
  const [itemChoice, setItemChoice] = useState<string>(() => claim.checklist.find((i) => !i.receivedAt)?.itemId ?? OTHER);
  const fileInput = useRef<HTMLButtonElement>(null);
  const { t } = useClaimsText();

  const startFor = (item: ClaimChecklistItem) => {
    setItemChoice(item.itemId);
    fileInput.current?.focus();
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/claims">
        {t('detail.back')}
      </Anchor>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1}>{t('page.claimTitle', { claimNumber: claim.claimNumber })}</Title>
        <Badge variant="light" color={claim.isOpen ? 'blue' : 'gray'} data-testid="claim-status">
          {claimStatusLabel(claim.status)}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" spacing="xs" style={{ margin: 0 }}>
        <TermValue label={t('detail.policy')} value={claim.policyNumber} />
        <TermValue label={t('detail.type')} value={claim.type} />
        <TermValue label={t('detail.lossDate')} value={formatDate(claim.lossDate)} />
      </SimpleGrid>
      {claim.description && <Text>{claim.description}</Text>}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <AdjusterCard claim={claim} />
          <ChecklistCard claim={claim} onUpload={startFor} />
          <FilesCard claim={claim} />
          <AddDocuments claim={claim} itemChoice={itemChoice} setItemChoice={setItemChoice} fileInput={fileInput} />
        </Stack>
        <DetailCard id="timeline" title={t('detail.timeline')} titleGap="md">
          <ClaimEventList events={claim.timeline} bulletSize={16} testId="claim-timeline" />
        </DetailCard>
      </SimpleGrid>
    </Stack>
  );
}

function AdjusterCard({ claim }: { claim: ClaimDetail }) {
  const a = claim.adjuster;
  const { t } = useClaimsText();
  return (
    <DetailCard id="adjuster" title={t('detail.adjuster')}>
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
        <Text>{t('detail.notAssigned')}</Text>
      )}
    </DetailCard>
  );
}

function ChecklistCard({ claim, onUpload }: { claim: ClaimDetail; onUpload: (item: ClaimChecklistItem) => void }) {
  const { t } = useClaimsText();
  if (!claim.checklist.length) return null;
  return (
    <DetailCard id="checklist" title={t('detail.checklist')}>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('detail.requestedItems')}>
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
              <span aria-hidden="true">{item.receivedAt ? RECEIVED_MARK : OUTSTANDING_MARK}</span>
              {item.label}
            </Text>
            {item.receivedAt ? (
              <Text size="sm">{t('detail.received', { date: formatDate(item.receivedAt) })}</Text>
            ) : claim.isOpen ? (
              <Button variant="light" size="compact-sm" onClick={() => onUpload(item)} aria-label={t('detail.uploadItem', { item: item.label })}>
                {t('detail.upload')}
              </Button>
            ) : (
              <Text size="sm">{t('detail.outstanding')}</Text>
            )}
          </Group>
        ))}
      </Stack>
    </DetailCard>
  );
}

function FilesCard({ claim }: { claim: ClaimDetail }) {
  const { t } = useClaimsText();
  return (
    <DetailCard id="files" title={t('detail.filesTitle')}>
      <Text size="sm" c="dimmed" mb="xs" data-testid="claim-files-total">
        {t('detail.used', { used: formatBytes(claim.filesTotalBytes), max: formatBytes(claim.maxFilesTotalBytes) })}
      </Text>
      <ClaimFileList claim={claim} label={t('detail.claimFiles')} itemTestId="claim-file" />
    </DetailCard>
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
  const { t } = useClaimsText();

  if (!claim.isOpen)
    return (
      <Alert color="gray" title={t('detail.addDocuments')}>
        {t('detail.closed')}
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
      setDone(t('detail.added', { count: files.length }));
      setFiles([]);
      setItemChoice(updated.checklist.find((i) => !i.receivedAt)?.itemId ?? OTHER);
    } catch (e) {
      setErrors(e instanceof ApiReplyError ? e.errors : [t('detail.notAdded')]);
    } finally {
      setProgress(null);
    }
  };

  return (
    <DetailCard id="add-documents" title={t('detail.addDocuments')}>
      <Stack gap="sm">
        <Select
          label={t('detail.filesFor')}
          data={[
            ...claim.checklist.map((i) => ({ value: i.itemId, label: i.receivedAt ? t('detail.itemReceived', { item: i.label }) : i.label })),
            { value: OTHER, label: t('detail.otherDocuments') },
          ]}
          value={itemChoice}
          onChange={(v) => setItemChoice(v ?? OTHER)}
          allowDeselect={false}
        />
        <FileInput
          ref={fileInput}
          label={t('detail.filesLabel')}
          description={t('detail.filesDescription', { maxFiles: claim.fileRules.maxFiles, maxTotal: formatBytes(claim.fileRules.maxTotalBytes) })}
          placeholder={t('detail.chooseFiles')}
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
          <Alert color="red" role="alert" title={t('detail.notAddedTitle')}>
            <List size="sm">
              {errors.map((e) => (
                <List.Item key={e}>{e}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {progress !== null && <Progress value={progress} aria-label={t('detail.progress')} animated size="lg" />}
        {done && <Text role="status">{done}</Text>}
        <Group>
          <Button onClick={() => void submit()} loading={progress !== null}>
            {t('detail.upload')}
          </Button>
        </Group>
      </Stack>
    </DetailCard>
  );
}

/** /claims/{claimNumber}'s error screen: the API's message (already in the user's language), else a general one. */
export function ClaimCannotShow({ error }: { error: unknown }) {
  const { t } = useClaimsText();
  return (
    <Stack>
      <Alert color="red" role="alert" title={t('detail.cannotShow')}>
        {error instanceof ApiReplyError ? error.message : t('detail.somethingWrong')}
      </Alert>
      <Anchor component={Link} to="/claims">
        {t('detail.back')}
      </Anchor>
    </Stack>
  );
}

/** One of the page's sections: a bordered card named by its heading. */
function DetailCard({ id, title, titleGap = 'xs', children }: { id: string; title: string; titleGap?: 'xs' | 'md'; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={`${id}-heading`}>
      <Title order={2} size="h3" id={`${id}-heading`} mb={titleGap}>
        {title}
      </Title>
      {children}
    </Card>
  );
}
