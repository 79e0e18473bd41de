import { Logger } from '@nestjs/common';
import type { SmsConfig } from '../config/app-config';
import { SmsSender, type OutgoingSms } from './sms.port';

type TwilioConfig = Extract<SmsConfig, { provider: 'twilio' }>;

/** How long one call to the provider may take before the attempt fails (the job retries it). */
export const SMS_HTTP_TIMEOUT_MS = 15_000;

/**
 * The production adapter of the SMS port: a Twilio-compatible Messages API over HTTPS with fetch
 * (`POST {SMS_API_URL}/2010-04-01/Accounts/{SMS_ACCOUNT_SID}/Messages.json`, form-encoded `To`,
 * `From`, `Body`, HTTP Basic with the account id and token). Twilio and the providers that copy
 * its API (SignalWire's compatibility API, for one) answer it. A refusal or an unreachable
 * provider throws, so the outbox's job records the error and retries with backoff.
 *
 * The token goes only into the Authorization header of this call: it is never logged, never in an
 * error message (which the outbox stores), never in the start-up banner.
 */
export class HttpSmsSender extends SmsSender {
  readonly transport = 'twilio';
  private readonly logger = new Logger('Sms');
  private readonly endpoint: string;
  private readonly authorization: string;

  constructor(
    private readonly config: TwilioConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    super();
    this.endpoint = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
    this.authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  }

  /** Where texts go, for the start-up log: the provider's host and the account id, never the token. */
  describe(): string {
    return `SMS: Twilio-compatible API at ${new URL(this.config.apiUrl).host} (account ${this.config.accountSid})`;
  }

  async deliver(sms: OutgoingSms): Promise<void> {
    if (!/^\d{10}$/.test(sms.to)) throw new Error('SMS not sent: the recipient must be 10 digits');
    let res: Response;
    try {
      res = await this.fetchImpl(this.endpoint, {
        method: 'POST',
        headers: { Authorization: this.authorization, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams({ To: `+1${sms.to}`, From: this.config.from, Body: sms.body }).toString(),
        signal: AbortSignal.timeout(SMS_HTTP_TIMEOUT_MS),
        redirect: 'error',
      });
    } catch (err) {
      // fetch's errors name the cause (DNS, refused, timeout), never the request's headers.
      const cause = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
      throw new Error(`SMS provider not reachable: ${cause}`.slice(0, 500));
    }
    const reply = await res.text().catch(() => '');
    if (!res.ok) throw new Error(`SMS provider refused the text: HTTP ${res.status}${providerError(reply)}`);
    this.logger.debug({ event: 'sms_provider_accepted', status: res.status, messageSid: messageSidOf(reply) }, 'provider accepted the text');
  }
}

/** The provider's error code and message from a Twilio-style error body ({ code, message }), if any. */
function providerError(body: string): string {
  try {
    const parsed = JSON.parse(body) as { code?: unknown; message?: unknown };
    const code = typeof parsed.code === 'number' || typeof parsed.code === 'string' ? ` code ${parsed.code}` : '';
    const message = typeof parsed.message === 'string' ? `: ${parsed.message.slice(0, 300)}` : '';
    return `${code}${message}`;
  } catch {
    return '';
  }
}

function messageSidOf(body: string): string | null {
  try {
    const sid = (JSON.parse(body) as { sid?: unknown }).sid;
    return typeof sid === 'string' ? sid.slice(0, 64) : null;
  } catch {
    return null;
  }
}
