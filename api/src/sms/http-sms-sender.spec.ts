import { Logger } from '@nestjs/common';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../config/app-config';
import { HttpSmsSender } from './http-sms-sender';
import { smsSenderFor } from './sms.module';
import { DevSmsSender } from './sms.port';

const TOKEN = 'tok_5ecret-Never-Logged';

interface Received {
  method?: string;
  url?: string;
  authorization?: string;
  contentType?: string;
  form: URLSearchParams;
}

/** A local stand-in for the provider's Messages API (no network): records each call and answers with `answer`. */
async function provider(answer: (req: IncomingMessage, res: ServerResponse) => void) {
  const calls: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      calls.push({
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        form: new URLSearchParams(body),
      });
      answer(req, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { calls, apiUrl, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const json = (res: ServerResponse, status: number, body: object) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const senderFor = (apiUrl: string) => new HttpSmsSender({ provider: 'twilio', accountSid: 'AC123', authToken: TOKEN, from: '+13175550100', apiUrl });

describe(HttpSmsSender.name, () => {
  let logs: string[];
  beforeEach(() => {
    logs = [];
    for (const level of ['log', 'debug', 'warn', 'error', 'verbose'] as const)
      jest.spyOn(Logger.prototype, level).mockImplementation((...args: unknown[]) => void logs.push(JSON.stringify(args)));
  });
  afterEach(() => jest.restoreAllMocks());

  it('posts the text to the account’s Messages resource: form-encoded To (+1 and the 10 digits), From and Body, HTTP Basic with the account id and token', async () => {
    const p = await provider((_req, res) => json(res, 201, { sid: 'SM0001', status: 'queued' }));
    try {
      await senderFor(p.apiUrl).deliver({ to: '3175550164', body: 'Claim 1005120: estimate written. Details: https://portal.test/claims/1005120' });
      expect(p.calls).toHaveLength(1);
      const [call] = p.calls;
      expect([call.method, call.url, call.contentType]).toEqual(['POST', '/2010-04-01/Accounts/AC123/Messages.json', 'application/x-www-form-urlencoded']);
      expect(call.authorization).toBe(`Basic ${Buffer.from(`AC123:${TOKEN}`).toString('base64')}`);
      expect(Object.fromEntries(call.form)).toEqual({
        To: '+13175550164',
        From: '+13175550100',
        Body: 'Claim 1005120: estimate written. Details: https://portal.test/claims/1005120',
      });
    } finally {
      await p.close();
    }
  });

  it('a refusal throws with the status and the provider’s code and message (so the job retries and the outbox keeps why), never the token', async () => {
    const p = await provider((_req, res) =>
      json(res, 401, { code: 20003, message: 'Authenticate', more_info: 'https://www.twilio.com/docs/errors/20003', status: 401 }),
    );
    try {
      const err = await senderFor(p.apiUrl)
        .deliver({ to: '3175550164', body: 'x' })
        .then(() => null)
        .catch((e: Error) => e);
      expect(err?.message).toBe('SMS provider refused the text: HTTP 401 code 20003: Authenticate');
      expect(err?.message).not.toContain(TOKEN);
    } finally {
      await p.close();
    }
  });

  it('an unreachable provider throws (retried by the job); neither the error nor any log line holds the token or the Authorization header', async () => {
    const p = await provider((_req, res) => json(res, 201, { sid: 'SM0002' }));
    await p.close();
    const err = await senderFor(p.apiUrl)
      .deliver({ to: '3175550164', body: 'x' })
      .then(() => null)
      .catch((e: Error) => e);
    expect(err?.message).toMatch(/^SMS provider not reachable: /);
    const base64 = Buffer.from(`AC123:${TOKEN}`).toString('base64');
    for (const text of [err!.message, ...logs]) {
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain(base64);
    }
  });

  it('refuses a recipient that is not 10 digits without calling the provider', async () => {
    const p = await provider((_req, res) => json(res, 201, { sid: 'SM0003' }));
    try {
      await expect(senderFor(p.apiUrl).deliver({ to: '+13175550164', body: 'x' })).rejects.toThrow('the recipient must be 10 digits');
      expect(p.calls).toHaveLength(0);
    } finally {
      await p.close();
    }
  });
});

describe('SMS_PROVIDER picks the SMS port’s adapter', () => {
  const twilio = { SMS_PROVIDER: 'twilio', SMS_ACCOUNT_SID: 'AC123', SMS_AUTH_TOKEN: TOKEN, SMS_FROM: '+13175550100' };

  it('the outbox (dev adapter) by default; a Twilio-compatible API with SMS_PROVIDER=twilio, https://api.twilio.com unless SMS_API_URL says otherwise', () => {
    expect(smsSenderFor(loadConfig({}))).toBeInstanceOf(DevSmsSender);
    const logs: string[] = [];
    jest.spyOn(Logger.prototype, 'log').mockImplementation((...args: unknown[]) => void logs.push(JSON.stringify(args)));
    const sender = smsSenderFor(loadConfig(twilio));
    expect(sender).toBeInstanceOf(HttpSmsSender);
    expect((sender as HttpSmsSender).describe()).toBe('SMS: Twilio-compatible API at api.twilio.com (account AC123)');
    expect(logs.join('\n')).not.toContain(TOKEN);
    expect(loadConfig({ ...twilio, SMS_API_URL: 'http://127.0.0.1:8080/' }).sms).toMatchObject({ apiUrl: 'http://127.0.0.1:8080' });
    jest.restoreAllMocks();
  });

  it('SMS_PROVIDER=twilio without its account, token or sender stops the start; a bad token is refused without showing it', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/SMS_ACCOUNT_SID must be set[\s\S]*SMS_AUTH_TOKEN must be set[\s\S]*SMS_FROM must be set/);
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER must be outbox .* or twilio/);
    const bad = 'short token';
    let message = '';
    try {
      loadConfig({ ...twilio, SMS_AUTH_TOKEN: bad });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain('SMS_AUTH_TOKEN must be the provider API token');
    expect(message).toContain('value not shown: it is a secret');
    expect(message).not.toContain(bad);
  });
});
