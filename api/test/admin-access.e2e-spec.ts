import { loadSpec, specOperations } from './support/contract';
import { ADMIN, CUSTOMER, impersonatedToken, nextAddress, signIn } from './support/admin';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

/**
 * The one /api/admin operation customers may call (doc 1 §7: they read the chat options before
 * showing chat; openapi/README.md "Anonymous operations"). Every other one is staff only.
 */
const CUSTOMER_READABLE = new Set(['getChatOptions']);

const spec = loadSpec();
const adminOperations = specOperations(spec).filter((op) => op.path === '/api/admin' || op.path.startsWith('/api/admin/'));
const staffOnly = adminOperations.filter((op) => !CUSTOMER_READABLE.has(op.operationId));

/** The required query of a GET that answers 400 without it (admin 200 check). */
const REQUIRED_QUERY: Record<string, string> = { getActiveUsers: '?date=2026-01-15', downloadLogFile: '?name=api.2026-01-15.1.log' };

/** An admin GET that answers otherwise than 200 here: no log files are written in tests (LOG_FILES off), so the name is not found. */
const ADMIN_GET_STATUS: Record<string, number> = { downloadLogFile: 404 };

/** A path parameter's value where '1' is not a valid one (a claim number is seven digits). */
const PATH_VALUES: Record<string, string> = { claimNumber: '1004977' };
/** A URL for the operation: path parameters get a made-up value (the guard answers before anything reads them). */
const urlOf = (path: string) => path.replace(/\{([^}]+)\}/g, (_m, name: string) => PATH_VALUES[name] ?? '1');

describe('admin access: every /api/admin operation of the spec refuses anonymous callers and customers', () => {
  let t: TestApp;
  let admin: () => Record<string, string>;
  let customer: () => Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true' });
    admin = await signIn(t, ADMIN);
    customer = await signIn(t, CUSTOMER);
  });
  afterAll(() => t.close());

  it('finds the staff operations in the spec (the walk below is not empty), each declaring the adminBearer scheme', () => {
    expect(staffOnly.length).toBeGreaterThanOrEqual(7);
    for (const op of staffOnly) expect([op.operationId, op.operation.security]).toEqual([op.operationId, [{ adminBearer: [] }]]);
  });

  const send = (method: string, path: string, headers: Record<string, string>) =>
    t.call(method as 'GET', urlOf(path), { headers, ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }) });

  it.each(staffOnly.map((op) => [op.operationId, op.method, op.path]))('%s (%s %s): 401 without a token', async (_id, method, path) => {
    const res = await send(method, path, { 'X-Forwarded-For': nextAddress() });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('AUTH_TOKEN_MISSING');
  });

  it.each(staffOnly.map((op) => [op.operationId, op.method, op.path]))('%s (%s %s): 403 AUTH_ADMIN_ONLY for a customer', async (_id, method, path) => {
    const res = await send(method, path, customer());
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, result: null, errors: ['You are not allowed to do this.'], code: 'AUTH_ADMIN_ONLY' });
  });

  it.each(staffOnly.map((op) => [op.operationId, op.method, op.path]))(
    '%s (%s %s): 403 for an administrator session acted in by a staff member (login-as)',
    async (_id, method, path) => {
      const headers = admin();
      const res = await send(method, path, { ...headers, Authorization: `Bearer ${impersonatedToken(t, headers, '5d0c7d3e-0f2a-4b8e-9a51-2f4c6b7d8e90')}` });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('AUTH_ADMIN_ONLY');
    },
  );

  it.each(staffOnly.filter((op) => op.method === 'GET' && !op.path.includes('{')).map((op) => [op.operationId, op.path]))(
    '%s (GET %s): 200 for an administrator',
    async (_id, path) => {
      expect((await send('GET', `${path}${REQUIRED_QUERY[_id as string] ?? ''}`, admin())).status).toBe(ADMIN_GET_STATUS[_id as string] ?? 200);
    },
  );

  // A GET of one record passes the guard: found (200: a demo claim number), refused (400) or not found (404: a made-up id), never 401/403.
  it.each(staffOnly.filter((op) => op.method === 'GET' && op.path.includes('{')).map((op) => [op.operationId, op.path]))(
    '%s (GET %s): past the guard for an administrator',
    async (_id, path) => {
      expect([200, 400, 404]).toContain((await send('GET', path, admin())).status);
    },
  );

  it('lets a customer read the chat options (the one customer-readable /api/admin operation)', async () => {
    expect((await t.call('GET', '/api/admin/chatOptions', { headers: customer() })).status).toBe(200);
    expect((await t.call('POST', '/api/admin/chatOptions', { headers: customer(), body: {} })).status).toBe(403);
  });
});
