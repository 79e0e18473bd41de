import { Anchor, Button, Group, Loader, Modal, Portal, Progress, Stack, Text } from '@mantine/core';
import { formatPhone } from '@/lib/format';
import { formatBytes, progressPercent } from '../rules/files';
import type { ClaimPolicy } from '../rules/draft';

/** Doc 4 §2, §8 texts, word for word. */
export const CONFIRM_SUBMISSION_TITLE = 'Confirm Claim Submission';
export const CONFIRM_SUBMISSION_TEXT = 'You are about to submit a claim on a cancelled policy. Do you wish to continue?';
export const CONFIRMATION_TITLE = 'Claim Confirmation';
export const SUCCESS_TEXT = 'You have successfully submitted your claim! We will be in touch soon.';
export const FAILURE_TITLE = 'Something Went Wrong';
export const FAILURE_TEXT =
  "We're sorry. We are currently experiencing a technical issue with our website. While we work to fix it as quickly as possible, please contact your agent to discuss your claim. Their contact info is below. Thank you for your patience and understanding.";
export const FETCH_FAILURE_TEXT = 'There was a problem fetching policy data.';
export const SUBMITTING_TEXT = 'Submitting Claim. This may take a few minutes.';
/** The urgent help line (doc 4 §2, §9). */
export const URGENT_PHONE = '800.477.1660';

/** Contact links at least 24 px tall (WCAG 2.2 target size), stacked one under the other. */
const LINK_TARGET = { display: 'inline-block', minHeight: 24, lineHeight: '24px' } as const;

export function AgencyContact({ agency }: { agency: ClaimPolicy['agency'] }) {
  return (
    <Stack gap={4} align="flex-start" data-testid="agency-contact">
      <Text fw={600}>{agency.displayName}</Text>
      {agency.addressLine1 && <Text size="sm">{agency.addressLine1}</Text>}
      {agency.addressLine2 && <Text size="sm">{agency.addressLine2}</Text>}
      {agency.phones[0] && (
        <Anchor size="sm" href={`tel:${agency.phones[0]}`} style={LINK_TARGET}>
          {formatPhone(agency.phones[0])}
        </Anchor>
      )}
      {agency.emails[0] && (
        <Anchor size="sm" href={`mailto:${agency.emails[0]}`} style={{ ...LINK_TARGET, overflowWrap: 'anywhere' }}>
          {agency.emails[0]}
        </Anchor>
      )}
    </Stack>
  );
}

export function YesNoDialog({
  opened,
  title,
  text,
  yes,
  no,
  onYes,
  onNo,
}: {
  opened: boolean;
  title: string;
  text: string;
  yes: string;
  no: string;
  onYes: () => void;
  onNo: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onNo} title={title} centered>
      <Stack>
        <Text>{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onNo}>
            {no}
          </Button>
          <Button onClick={onYes}>{yes}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function ConfirmationDialog({ claimNumber, onClose }: { claimNumber: string | null; onClose: () => void }) {
  return (
    <Modal opened={claimNumber !== null} onClose={onClose} title={CONFIRMATION_TITLE} centered>
      <Stack>
        <Text>{SUCCESS_TEXT}</Text>
        <Text>
          Your claim number is{' '}
          <Text span fw={700} data-testid="claim-number">
            {claimNumber}
          </Text>
          .
        </Text>
        <Text>
          If your claim is urgent, please call <Anchor href="tel:8004771660">{URGENT_PHONE}</Anchor>.
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function FailureDialog({
  failure,
  agency,
  onClose,
}: {
  failure: { claimNumber: string | null } | null;
  agency: ClaimPolicy['agency'] | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={failure !== null} onClose={onClose} title={FAILURE_TITLE} centered>
      <Stack>
        <Text>{FAILURE_TEXT}</Text>
        {failure?.claimNumber && (
          <Text>
            Your claim number is <b>{failure.claimNumber}</b>.
          </Text>
        )}
        {agency && <AgencyContact agency={agency} />}
        <Group justify="flex-end">
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function FetchFailureDialog({ opened, retrying, onRetry, onClose }: { opened: boolean; retrying: boolean; onRetry: () => void; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Report Claim" centered>
      <Stack>
        <Text role="alert">{FETCH_FAILURE_TEXT}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={onRetry} loading={retrying}>
            Retry
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The blocking message while the claim is sent, with the upload's progress (bytes sent of the total). */
export function SubmittingOverlay({ progress }: { progress: { sent: number; total: number } | null }) {
  if (!progress) return null;
  const percent = progressPercent(progress.sent, progress.total);
  return (
    <Portal>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-label={SUBMITTING_TEXT}
        data-testid="submitting"
        style={{
          position: 'fixed',
          inset: 0,
          zIndex: 1000,
          background: 'rgba(255,255,255,0.92)',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          padding: 16,
        }}
      >
        <Stack align="center" gap="sm" maw={420} w="100%" role="status" aria-live="polite">
          <Loader />
          <Text fw={600} ta="center">
            {SUBMITTING_TEXT}
          </Text>
          {progress.total > 0 && (
            <>
              <Progress value={percent} w="100%" aria-label="Upload progress" />
              <Text size="sm" data-testid="upload-progress">
                {formatBytes(progress.sent)} of {formatBytes(progress.total)} sent
              </Text>
            </>
          )}
        </Stack>
      </div>
    </Portal>
  );
}
