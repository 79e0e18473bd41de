import { formatCardBrand } from '@/lib/format';
import { Alert, Button, Group, List, Text } from '@mantine/core';
import { type ComponentType, useState } from 'react';
import type { CardSession, CardSessionSubject, FrameSettings, PaymentGateway } from '../gateway';
import { providerFailureLines } from '../rules/result';
import { categoryName } from '../rules/methodText';
import { usePaymentsText } from '../i18n';
import type { CardToken } from '../rules/wizardState';

/** What the wizard gives the provider's card-entry frame, and what it expects back. */
export interface CardEntryProps {
  session: CardSession;
  /** The provider's frame address and public API key (payment settings fiservUrl, fiservApiKey). */
  frame: FrameSettings;
  onToken: (token: Omit<CardToken, 'sessionToken'>) => void;
  onError: (statusDescriptions: string[]) => void;
}

/**
 * A card method: the card is typed only into the provider's frame (never into this page). A
 * session is asked for (GET /api/payment/auth) with the policy or account and the email, then
 * the frame returns a funding-account token.
 */
export function CardMethod({
  card,
  subject,
  gateway,
  CardEntry,
  frame,
  onToken,
  onSession,
}: {
  frame: FrameSettings;
  card: CardToken | null;
  subject: CardSessionSubject;
  gateway: Pick<PaymentGateway, 'cardSession'>;
  CardEntry: ComponentType<CardEntryProps>;
  onToken: (token: CardToken | null) => void;
  onSession: (issuedOn: string) => void;
}) {
  const { t } = usePaymentsText();
  const [session, setSession] = useState<CardSession | null>(null);
  // A policy's session needs the payer's email; a wallet's (userId) needs none.
  const emailMissing = 'emailAddress' in subject && !subject.emailAddress.trim();
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string[] | null>(null);

  const start = async () => {
    setLoading(true);
    setFailure(null);
    try {
      const s = await gateway.cardSession(subject);
      setSession(s);
      onSession(s.issuedOn);
    } catch (error) {
      setFailure(providerFailureLines(error instanceof Error && error.message ? [error.message] : []));
    } finally {
      setLoading(false);
    }
  };

  if (card) {
    return (
      <Group justify="space-between" data-testid="card-on-file">
        <Text>
          {card.fundingMethod
            ? t('method.brandCategoryCardEnding', {
                brand: formatCardBrand(card.fundingMethod),
                category: categoryName(card.fundingCategory),
                lastFour: card.lastFour,
              })
            : t('method.categoryCardEnding', { category: categoryName(card.fundingCategory), lastFour: card.lastFour })}
        </Text>
        <Button variant="default" size="xs" onClick={() => onToken(null)}>
          {t('card.useAnother')}
        </Button>
      </Group>
    );
  }
  return (
    <>
      {failure && (
        <Alert color="red" variant="light" role="alert" title={t('result.processFailed')}>
          {failure.length > 0 && (
            <List size="sm">
              {failure.map((l) => (
                <List.Item key={l}>{l}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      {session ? (
        <CardEntry
          session={session}
          frame={frame}
          onToken={(t) => {
            setFailure(null);
            onToken({ ...t, sessionToken: session.sessionToken });
          }}
          onError={(descriptions) => setFailure(providerFailureLines(descriptions))}
        />
      ) : (
        <Button variant="light" onClick={() => void start()} loading={loading} disabled={emailMissing}>
          {t('card.enter')}
        </Button>
      )}
      {!session && emailMissing && (
        <Text size="xs" c="dimmed">
          {t('card.emailFirst')}
        </Text>
      )}
    </>
  );
}
