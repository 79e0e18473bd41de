import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { buildInitMessage, type CardEntrySession, type FrameFundingResponse, frameOriginOf, frameSrc, readFrameReply } from './frameProtocol';

export interface CardEntryFrameProps {
  /** Where the provider serves its frame (payment settings' fiservUrl). */
  frameUrl: string;
  /** The public key the init message carries (payment settings' fiservApiKey). */
  apiKey: string;
  /** From GET /api/payment/auth; a new session reloads the frame. */
  session: CardEntrySession;
  collectSecurityCode?: boolean;
  collectZipCode?: boolean;
  /** The card was tokenised: keep the response as the source's provider block (iframeResponse). */
  onFunded(response: FrameFundingResponse): void;
  /** The provider refused the card or the session: show 'Failed to process payment. Please try again.' and these. */
  onError(statusDescriptions: string[]): void;
  /** Accessible name of the frame. */
  title?: string;
}

const INITIAL_HEIGHT = 360;

/**
 * The payment provider's card-entry frame, embedded. The card is typed inside the frame (the
 * provider's page, with its own CSP), so no card number is ever in the portal's DOM; the portal
 * sends the session by postMessage to the frame's origin only, and takes replies only from that
 * origin and that iframe's window.
 */
export function CardEntryFrame({
  frameUrl,
  apiKey,
  session,
  collectSecurityCode,
  collectZipCode,
  onFunded,
  onError,
  title = 'Card details',
}: CardEntryFrameProps) {
  const iframe = useRef<HTMLIFrameElement>(null);
  const messageId = useRef<string | undefined>(undefined);
  const [height, setHeight] = useState(INITIAL_HEIGHT);
  const origin = useMemo(() => frameOriginOf(frameUrl), [frameUrl]);
  const src = useMemo(() => frameSrc(frameUrl, { collectSecurityCode, collectZipCode }), [frameUrl, collectSecurityCode, collectZipCode]);
  // The latest callbacks, read by the message listener (which is not re-added on every render).
  const callbacks = useRef({ onFunded, onError });
  useEffect(() => {
    callbacks.current = { onFunded, onError };
  }, [onFunded, onError]);

  const sendInit = useCallback(() => {
    const target = iframe.current?.contentWindow;
    if (!target) return;
    const message = buildInitMessage(session, apiKey);
    messageId.current = message.messageId;
    target.postMessage(message, origin);
  }, [session, apiKey, origin]);

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const reply = readFrameReply(event, { origin, source: iframe.current?.contentWindow ?? null, messageId: messageId.current });
      if (!reply) return;
      if (reply.kind === 'resize') setHeight(reply.height);
      else if (reply.kind === 'funded') callbacks.current.onFunded(reply.response);
      else callbacks.current.onError(reply.statusDescriptions);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [origin]);

  return (
    <iframe
      // A new session or new fields: a fresh frame, initialised on load.
      key={`${session.sessionToken}|${src}`}
      ref={iframe}
      src={src}
      title={title}
      onLoad={sendInit}
      // allow-forms: without it the frame's form never fires submit (its CSP still posts no form anywhere).
      sandbox="allow-scripts allow-same-origin allow-forms"
      referrerPolicy="no-referrer"
      style={{ display: 'block', width: '100%', height, border: 0 }}
    />
  );
}
