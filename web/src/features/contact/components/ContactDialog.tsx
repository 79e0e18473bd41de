import { Alert, Anchor, Button, Divider, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/auth';
import { CHAT_UNAVAILABLE, isChatAvailable } from '../chat';
import { chatOptionsQueryOptions, homeContentQueryOptions } from '../queries';
import { formatPhone } from '@/lib/format';

/**
 * The Contact Us dialog (doc 1 §2): phone, fax, mailing and street address, and chat. Chat is
 * shown only when chat options exist; 'Start Chat' appears only when chat is available now AND
 * a chat client address is configured — a dead button is never shown, the unavailable message
 * is shown instead.
 */
export function ContactDialog({ opened, onClose, now = () => new Date() }: { opened: boolean; onClose: () => void; now?: () => Date }) {
  const { signedIn } = useSession();
  const enabled = opened && signedIn;
  const home = useQuery({ ...homeContentQueryOptions(), enabled });
  const chat = useQuery({ ...chatOptionsQueryOptions(), enabled });

  return (
    <Modal opened={opened} onClose={onClose} title="Contact Us" centered size="md">
      {!signedIn ? (
        <Text>Sign in to see our contact details and chat with us.</Text>
      ) : home.isPending ? (
        <Loader size="sm" aria-label="Loading contact details" />
      ) : home.isError ? (
        <Alert color="red" title="Contact details could not be loaded.">
          Please try again later.
        </Alert>
      ) : (
        <Stack gap="sm" data-testid="contact-details">
          <Detail label="Phone">
            <Anchor href={`tel:${home.data.customerServicePhone}`}>{formatPhone(home.data.customerServicePhone)}</Anchor>
          </Detail>
          <Detail label="Fax">{formatPhone(home.data.customerServiceFax)}</Detail>
          <Detail label="Mailing address">{home.data.mailingAddress}</Detail>
          <Detail label="Street address">{home.data.streetAddress}</Detail>
          {chat.data && (
            <>
              <Divider my="xs" />
              <Title order={3} size="h5">
                Chat
              </Title>
              {isChatAvailable(chat.data, now()) && chat.data.chatUrl ? (
                <Button
                  onClick={() => window.open(chat.data?.chatUrl ?? '', '_blank', 'noopener,noreferrer')}
                  style={{ alignSelf: 'flex-start' }}
                >
                  Start Chat
                </Button>
              ) : (
                <Text data-testid="chat-unavailable">{CHAT_UNAVAILABLE}</Text>
              )}
            </>
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
