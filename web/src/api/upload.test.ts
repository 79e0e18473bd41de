import { setAccessTokenProvider } from './client';
import { postMultipartWithProgress } from './upload';

/** A stand-in XMLHttpRequest that records what was sent and answers as told. */
class FakeXhr {
  static last: FakeXhr;
  static answer: { status: number; body: string } | 'network-error' = { status: 200, body: '{}' };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  status = 0;
  responseText = '';
  sent: unknown;
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
    this.upload.onprogress?.({ loaded: 5, total: 10, lengthComputable: true });
    this.upload.onprogress?.({ loaded: 7, total: 0, lengthComputable: false });
    this.upload.onprogress?.({ loaded: 10, total: 10, lengthComputable: true });
    const answer = FakeXhr.answer;
    if (answer === 'network-error') return this.onerror?.();
    this.status = answer.status;
    this.responseText = answer.body;
    this.onload?.();
  }
}

const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  setAccessTokenProvider(async () => 'access-token-7');
});
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
  setAccessTokenProvider(async () => undefined);
});

const post = (onProgress = jest.fn()) =>
  postMultipartWithProgress<{ claimNumber: string }>({
    operation: '/api/claim/{claimNumber}/documents',
    path: '/api/claim/1004977/documents',
    body: new FormData(),
    onProgress,
    fallbackError: 'The documents could not be added. Please try again.',
    connectionError: 'The upload did not reach the server. Check your connection and try again.',
  });

describe('a multipart upload with progress', () => {
  it('posts the body to the filled-in path with the session token, and reports only the progress whose total is known', async () => {
    FakeXhr.answer = { status: 200, body: JSON.stringify({ success: true, result: { claimNumber: 'C5000001' }, errors: [] }) };
    const onProgress = jest.fn();
    await expect(post(onProgress)).resolves.toEqual({ claimNumber: 'C5000001' });
    expect(FakeXhr.last.method).toBe('POST');
    expect(FakeXhr.last.url).toBe('/api/claim/1004977/documents');
    expect(FakeXhr.last.headers).toMatchObject({ Authorization: 'Bearer access-token-7', Accept: 'application/json' });
    expect(FakeXhr.last.sent).toBeInstanceOf(FormData);
    expect(onProgress.mock.calls).toEqual([
      [5, 10],
      [10, 10],
    ]);
  });

  it('turns a refusal into the reply’s own lines, field errors, status and code', async () => {
    FakeXhr.answer = {
      status: 413,
      body: JSON.stringify({ success: false, result: null, errors: ['File size exceeds the 10MB maximum.'], code: 'CLAIM_FILE_TOO_LARGE' }),
    };
    await expect(post()).rejects.toMatchObject({
      name: 'ApiReplyError',
      errors: ['File size exceeds the 10MB maximum.'],
      status: 413,
      code: 'CLAIM_FILE_TOO_LARGE',
    });
  });

  it('says what to do when the reply is not the envelope, or the request never reached the server', async () => {
    FakeXhr.answer = { status: 502, body: '<html>Bad gateway</html>' };
    await expect(post()).rejects.toMatchObject({ errors: ['The documents could not be added. Please try again.'], status: 502 });
    FakeXhr.answer = 'network-error';
    await expect(post()).rejects.toMatchObject({ errors: ['The upload did not reach the server. Check your connection and try again.'] });
  });
});
