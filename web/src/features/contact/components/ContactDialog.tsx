import { Alert, Anchor, Button, Divider, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { formatPhone } from '@/lib/format';
import { useContactText } from '../i18n';
import { contactDetailsQueryOptions, refetchDelay } from '../queries';

/**
 * The Contact Us dialog (doc 1 §2): phone, fax, mailing and street address, and chat, for every
 * visitor, signed in or not (GET /api/contact is public). Whether chat is offered is the
 * server's decision (`chat.available`, system/chat-availability.ts in the API): 'Start Chat'
 * shows only then, otherwise the unavailable message. While open, the dialog asks again when
 * the server said the answer changes.
 */
export function ContactDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useContactText();
  const contact = useQuery({ ...contactDetailsQueryOptions(), enabled: opened });
  const nextChangeAt = contact.data?.chat.nextChangeAt ?? null;
  const { refetch } = contact;

  useEffect(() => {
    if (!opened) return undefined;
    const delay = refetchDelay(nextChangeAt, Date.now());
    if (delay === null) return undefined;
    const timer = window.setTimeout(() => void refetch(), delay);
    return () => window.clearTimeout(timer);
  }, [opened, nextChangeAt, refetch]);

  return (
    <Modal opened={opened} onClose={onClose} title={t('title')} centered size="md">
      {contact.isPending ? (
        <Loader size="sm" aria-label={t('loading')} />
      ) : contact.isError ? (
        <Alert color="red" title={t('loadFailed')}>
          {t('tryAgain')}
        </Alert>
      ) : (
        <Stack gap="sm" data-testid="contact-details">
          <Detail label={t('phone')}>
            <Anchor href={`tel:${contact.data.customerServicePhone}`}>{formatPhone(contact.data.customerServicePhone)}</Anchor>
          </Detail>
          <Detail label={t('fax')}>{formatPhone(contact.data.customerServiceFax)}</Detail>
          <Detail label={t('mailingAddress')}>{contact.data.mailingAddress}</Detail>
          <Detail label={t('streetAddress')}>{contact.data.streetAddress}</Detail>
          <Divider my="xs" />
          <Title order={3} size="h5">
            {t('chat')}
          </Title>
          {contact.data.chat.available && contact.data.chat.chatUrl ? (
            <Button onClick={() => window.open(contact.data.chat.chatUrl ?? '', '_blank', 'noopener,noreferrer')} style={{ alignSelf: 'flex-start' }}>
              {t('startChat')}
            </Button>
          ) : (
            <Text data-testid="chat-unavailable">{t('chatUnavailable')}</Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}
