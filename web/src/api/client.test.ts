import { api, createRefreshClient, describeCall, setAccessTokenProvider, setUnauthorizedHandler, unwrap } from './client';

describe('which calls need the session', () => {
  it('treats a call with a 401 reply as signed-in', () => {
    expect(describeCall({ url: '/api/profile', errors: { 401: 'x', 500: 'y' } }).needsSignIn).toBe(true);
  });

  it('treats a call without a 401 reply as public', () => {
    expect(describeCall({ url: '/api/systeminfo', errors: { 429: 'x' } }).needsSignIn).toBe(false);
  });

  it('never counts sign-in calls (their 401 means wrong credentials)', () => {
    for (const url of ['/api/account/login', '/api/jwt/remember', '/api/jwt/refresh']) {
      expect(describeCall({ url, errors: { 401: 'x' } }).needsSignIn).toBe(false);
    }
  });
});

describe('a 401 answer to a signed-in call', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    setAccessTokenProvider(async () => undefined);
    setUnauthorizedHandler(() => undefined);
  });

  function answer(status: number, body: object) {
    globalThis.fetch = jest.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })) as typeof fetch;
  }

  it('is reported with the token the call carried, and the caller still gets the error', async () => {
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    setAccessTokenProvider(async () => 'access-token-1');
    answer(401, { success: false, result: null, errors: ['User must be logged in.'], code: 'AUTH_TOKEN_EXPIRED' });
    await expect(unwrap(api.profile.getProfile())).rejects.toMatchObject({
      message: 'User must be logged in.',
      status: 401,
      code: 'AUTH_TOKEN_EXPIRED',
    });
    expect(onUnauthorized).toHaveBeenCalledWith('access-token-1');
    const [, init] = (globalThis.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer access-token-1');
  });

  it('is not reported for a sign-in call, which never carries the access token', async () => {
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    const provider = jest.fn(async () => 'access-token-1');
    setAccessTokenProvider(provider);
    answer(401, { success: false, result: null, errors: ['The username or password is incorrect.'], code: 'AUTH_LOGIN_FAILED' });
    await expect(unwrap(api.authentication.login({ requestBody: { username: 'a@example.com', password: 'x', rememberMe: false } }))).rejects.toMatchObject({
      message: 'The username or password is incorrect.',
      code: 'AUTH_LOGIN_FAILED',
    });
    expect(provider).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
    const [, init] = (globalThis.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(new Headers(init.headers).get('Authorization')).toBeNull();
  });

  it('sends the refresh token only through the refresh client', async () => {
    answer(200, { success: true, result: null, errors: [] });
    await createRefreshClient(() => 'refresh-token-1').authentication.refreshToken();
    const [url, init] = (globalThis.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/jwt/refresh');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer refresh-token-1');
  });
});
