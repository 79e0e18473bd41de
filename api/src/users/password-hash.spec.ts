import { hashPassword, needsRehash, PASSWORD_HASH_OPTIONS, verifyPassword, WorkQueue } from './password-hash';

describe('password hashing', () => {
  it('hashes with argon2id at m=19 MiB, t=2, p=1 (OWASP) and verifies the result', async () => {
    const hash = await hashPassword('Lantern-Tide-47');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(PASSWORD_HASH_OPTIONS.memoryCost).toBe(19 * 1024);
    await expect(verifyPassword(hash, 'Lantern-Tide-47')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'Lantern-Tide-48')).resolves.toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('asks for a new hash when a stored one has other parameters or is not argon2id', () => {
    expect(needsRehash('$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG')).toBe(true);
    expect(needsRehash('$argon2i$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG')).toBe(true);
    expect(needsRehash('not a hash')).toBe(true);
  });
});

describe(WorkQueue.name, () => {
  it('runs at most `limit` jobs at once and starts the others in arrival order', async () => {
    const queue = new WorkQueue(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: Array<() => void> = [];
    const jobs = [0, 1, 2, 3, 4].map((n) =>
      queue.run(async () => {
        started.push(n);
        most = Math.max(most, ++running);
        await new Promise<void>((release) => releases.push(release));
        running--;
        return n;
      }),
    );
    const settle = () => new Promise((r) => setImmediate(r));
    await settle();
    expect(started).toEqual([0, 1]);
    expect(queue.pending).toBe(5);
    while (releases.length) {
      releases.shift()!();
      await settle();
    }
    await expect(Promise.all(jobs)).resolves.toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(queue.pending).toBe(0);
  });

  it('frees the slot of a job that fails', async () => {
    const queue = new WorkQueue(1);
    await expect(queue.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });
});
