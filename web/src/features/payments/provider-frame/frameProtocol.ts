/**
 * The messages between the portal's page and the payment provider's card-entry frame (spec doc 2
 * §7: the portal posts authorization, api key, session token, timestamp and message id; the
 * frame answers with statusCode 'Created' and a funding account). The frame is the provider's
 * page (the sandbox serves it at /sandbox-provider/frame): the card number is typed there and
 * never reaches the portal's DOM or API; the portal only ever sees the token and last four.
 */
export const FRAME_MESSAGE = {
  init: 'sandbox-provider:init',
  response: 'sandbox-provider:response',
  resize: 'sandbox-provider:resize',
} as const;

/** The card-entry session issued by GET /api/payment/auth. */
export interface CardEntrySession {
  authToken: string;
  sessionToken: string;
}

export interface FrameInitMessage {
  type: typeof FRAME_MESSAGE.init;
  authorization: string;
  apiKey: string;
  sessionToken: string;
  /** Epoch milliseconds when the portal posted it. */
  timestamp: number;
  messageId: string;
}

/** The spec's iframeResponse with statusCode 'Created': what the payment source keeps (provider block). */
export interface FrameFundingResponse {
  statusCode: 'Created';
  fundingAccountToken: string;
  fundingCategory: 'Credit' | 'Debit' | 'Check';
  fundingMethod?: 'visa' | 'mastercard' | 'american-express' | 'discover';
  fundingAccountLastFourDigits: string;
}

export type FrameReply =
  { kind: 'funded'; response: FrameFundingResponse } | { kind: 'failed'; statusDescriptions: string[] } | { kind: 'resize'; height: number };

function newMessageId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function buildInitMessage(session: CardEntrySession, apiKey: string, now: number = Date.now()): FrameInitMessage {
  return { type: FRAME_MESSAGE.init, authorization: session.authToken, apiKey, sessionToken: session.sessionToken, timestamp: now, messageId: newMessageId() };
}

/** The origin a frame URL (absolute, or a path on the portal's origin) is served from. */
export function frameOriginOf(frameUrl: string, base: string = window.location.href): string {
  return new URL(frameUrl, base).origin;
}

/** The frame's address with the settings that decide which card fields it asks for. */
export function frameSrc(frameUrl: string, options: { collectSecurityCode?: boolean; collectZipCode?: boolean }, base: string = window.location.href): string {
  const url = new URL(frameUrl, base);
  if (options.collectSecurityCode) url.searchParams.set('collectSecurityCode', '1');
  if (options.collectZipCode) url.searchParams.set('collectZipCode', '1');
  return url.toString();
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/**
 * Reads a message from the frame: only from `expectedOrigin` and `expectedSource` (the iframe's
 * window), answering `messageId` (resize messages carry none). Anything else is not the frame's
 * and is ignored (undefined).
 */
export function readFrameReply(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: { origin: string; source: MessageEventSource | null; messageId: string | undefined },
): FrameReply | undefined {
  if (event.origin !== expected.origin || !expected.source || event.source !== expected.source) return undefined;
  const data = event.data as Record<string, unknown> | null;
  if (!data || typeof data !== 'object') return undefined;
  if (data.type === FRAME_MESSAGE.resize) {
    return typeof data.height === 'number' && Number.isFinite(data.height) && data.height > 0
      ? { kind: 'resize', height: Math.min(Math.ceil(data.height), 2000) }
      : undefined;
  }
  if (data.type !== FRAME_MESSAGE.response || !expected.messageId || data.messageId !== expected.messageId) return undefined;
  if (
    data.statusCode === 'Created' &&
    isText(data.fundingAccountToken) &&
    isText(data.fundingCategory) &&
    /^\d{4}$/.test(String(data.fundingAccountLastFourDigits))
  ) {
    return {
      kind: 'funded',
      response: {
        statusCode: 'Created',
        fundingAccountToken: data.fundingAccountToken,
        fundingCategory: data.fundingCategory as FrameFundingResponse['fundingCategory'],
        ...(isText(data.fundingMethod) ? { fundingMethod: data.fundingMethod as FrameFundingResponse['fundingMethod'] } : {}),
        fundingAccountLastFourDigits: String(data.fundingAccountLastFourDigits),
      },
    };
  }
  const descriptions = Array.isArray(data.statusDescriptions) ? data.statusDescriptions.filter(isText) : [];
  return { kind: 'failed', statusDescriptions: descriptions };
}

/** A provider status description as the spec shows it: colons as ' - ' (doc 2 §8). */
export function displayStatusDescription(description: string): string {
  return description.replace(/\s*:\s*/g, ' - ');
}
