import { Anchor, Button, Group, Loader, Modal, Portal, Progress, Stack, Text } from '@mantine/core';
import { Trans } from '@/i18n';
import { formatPhone } from '@/lib/format';
import { formatBytes, progressPercent } from '../rules/files';
import type { ClaimPolicy } from '../rules/draft';
import { CLAIM_TEXTS, useClaimReportText } from '../i18n';

/** Doc 4 §2, §8 texts, word for word: their English (the catalogue's; the dialogs show the page's language). */
export const CONFIRM_SUBMISSION_TITLE = CLAIM_TEXTS.confirmTitle;
export const CONFIRM_SUBMISSION_TEXT = CLAIM_TEXTS.confirmText;
export const CONFIRMATION_TITLE = CLAIM_TEXTS.confirmationTitle;
export const SUCCESS_TEXT = CLAIM_TEXTS.success;
export const FAILURE_TITLE = CLAIM_TEXTS.failureTitle;
export const FAILURE_TEXT = CLAIM_TEXTS.failureText;
export const FETCH_FAILURE_TEXT = CLAIM_TEXTS.fetchFailure;
export const SUBMITTING_TEXT = CLAIM_TEXTS.submitting;
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
  const { t } = useClaimReportText();
  return (
    <Modal opened={claimNumber !== null} onClose={onClose} title={t('dialogs.confirmationTitle')} centered>
      <Stack>
        <Text>{t('dialogs.success')}</Text>
        <Text>
          <Trans t={t} i18nKey="dialogs.claimNumberIs" values={{ claimNumber }} components={{ number: <Text span fw={700} data-testid="claim-number" /> }} />
        </Text>
        <Text>
          <Trans t={t} i18nKey="dialogs.urgent" values={{ phone: URGENT_PHONE }} components={{ phone: <Anchor href="tel:8004771660" /> }} />
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('common.close')}</Button>
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
  const { t } = useClaimReportText();
  return (
    <Modal opened={failure !== null} onClose={onClose} title={t('dialogs.failureTitle')} centered>
      <Stack>
        <Text>{t('dialogs.failureText')}</Text>
        {failure?.claimNumber && (
          <Text>
            <Trans t={t} i18nKey="dialogs.claimNumberIs" values={{ claimNumber: failure.claimNumber }} components={{ number: <b /> }} />
          </Text>
        )}
        {agency && <AgencyContact agency={agency} />}
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('common.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function FetchFailureDialog({ opened, retrying, onRetry, onClose }: { opened: boolean; retrying: boolean; onRetry: () => void; onClose: () => void }) {
  const { t } = useClaimReportText();
  return (
    <Modal opened={opened} onClose={onClose} title={t('dialogs.fetchFailureTitle')} centered>
      <Stack>
        <Text role="alert">{t('dialogs.fetchFailure')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button onClick={onRetry} loading={retrying}>
            {t('common.retry')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The blocking message while the claim is sent, with the upload's progress (bytes sent of the total). */
export function SubmittingOverlay({ progress }: { progress: { sent: number; total: number } | null }) {
  const { t } = useClaimReportText();
  if (!progress) return null;
  const percent = progressPercent(progress.sent, progress.total);
  return (
    <Portal>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-label={t('dialogs.submitting')}
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
            {t('dialogs.submitting')}
          </Text>
          {progress.total > 0 && (
            <>
              <Progress value={percent} w="100%" aria-label={t('dialogs.uploadProgress')} />
              <Text size="sm" data-testid="upload-progress">
                {t('dialogs.sent', { sent: formatBytes(progress.sent), total: formatBytes(progress.total) })}
              </Text>
            </>
          )}
        </Stack>
      </div>
    </Portal>
  );
}
