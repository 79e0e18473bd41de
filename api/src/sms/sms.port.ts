import { Injectable } from '@nestjs/common';

/** One text message for the SMS port. */
export interface OutgoingSms {
  /** 10 digits. */
  to: string;
  body: string;
}

/**
 * The SMS port: how the portal hands a text to a carrier gateway. SMS_PROVIDER picks the adapter
 * (SmsModule): the dev adapter below by default, HttpSmsSender (a Twilio-compatible API) in
 * production. Callers never use it directly: they write to the outbox (SmsOutbox) and the
 * `sms.deliver` job calls the port.
 */
export abstract class SmsSender {
  /** 'outbox' when texts stay in the outbox as the dev mailbox's texts. */
  abstract readonly transport: string;
  abstract deliver(sms: OutgoingSms): Promise<void>;
}

/** The development adapter: no gateway; the outbox row itself is the delivered text (read at /dev/mailbox). */
@Injectable()
export class DevSmsSender extends SmsSender {
  readonly transport = 'outbox';
  async deliver(): Promise<void> {
    // Nothing leaves the machine: the row marked sent is what the dev mailbox shows.
  }
}
