import { NotFoundError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EMAIL_MASK, maskEmails, safeError, type SafeError } from './safe-error';

describe(safeError.name, () => {
  it('keeps of a database error its class, SQLSTATE and constraint, never its SQL, parameters or row', () => {
    const pg = Object.assign(
      new Error(
        'insert into "user_account" ("email") values (\'ann@example.com\') - duplicate key value violates unique constraint "user_account_email_unique"',
      ),
      {
        code: '23505',
        severity: 'ERROR',
        detail: 'Key (email)=(ann@example.com) already exists.',
        constraint: 'user_account_email_unique',
        table: 'user_account',
        routine: '_bt_check_unique',
      },
    );
    const converted = new UniqueConstraintViolationException(pg);
    const safe = safeError(converted) as SafeError;
    expect(safe).toMatchObject({
      type: 'UniqueConstraintViolationException',
      sqlState: '23505',
      constraint: 'user_account_email_unique',
      table: 'user_account',
    });
    expect(JSON.stringify(safe)).not.toMatch(/ann@example\.com|insert into|already exists|duplicate key/);
    expect(safe.stack).toMatch(/^\s+at /);
  });

  it('drops the message of a not-null violation ("Failing row contains ...")', () => {
    const pg = Object.assign(new Error('null value in column "username" violates not-null constraint'), {
      code: '23502',
      severity: 'ERROR',
      detail: 'Failing row contains (1, ann@example.com, null, 3175550199).',
      table: 'user_account',
      column: 'username',
    });
    expect(JSON.stringify(safeError(pg))).not.toMatch(/Failing row|ann@|3175550199/);
    expect(safeError(pg)).toMatchObject({ sqlState: '23502', table: 'user_account', column: 'username' });
  });

  it('drops the message of an ORM error that quotes the values searched for', () => {
    const error = new NotFoundError("User not found ({ email: 'ann@example.com' })");
    expect(JSON.stringify(safeError(error))).not.toContain('ann@example.com');
  });

  it('keeps the message of any other error, with email addresses masked', () => {
    const error = new Error('550 5.1.1 <ann.lee+x@mail.example.co.uk>: Recipient address rejected');
    expect(safeError(error)).toMatchObject({ type: 'Error', message: `550 5.1.1 <${EMAIL_MASK}>: Recipient address rejected` });
    expect(safeError('SMTP refused ann@example.com')).toBe(`SMTP refused ${EMAIL_MASK}`);
    expect(maskEmails('no address here: 10.0.0.1, user@host')).toBe('no address here: 10.0.0.1, user@host');
  });
});
