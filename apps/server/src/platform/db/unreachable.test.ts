import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './unreachable.ts';

const withCode = (code: string, message = code) => Object.assign(new Error(message), { code });
/** As Drizzle reports a failed query: the driver's error is its cause. */
const failedQuery = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isDatabaseUnreachable', () => {
  it('recognises a database that cannot be reached, also behind Drizzle', () => {
    for (const error of [
      withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      withCode('CONNECTION_CLOSED', 'write CONNECTION_CLOSED 127.0.0.1:5432'),
      withCode('CONNECT_TIMEOUT'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('08006', 'connection failure'),
      withCode('53300', 'sorry, too many clients already'),
      new Error('PGlite is closed'),
    ]) {
      expect(isDatabaseUnreachable(error), error.message).toBe(true);
      expect(isDatabaseUnreachable(failedQuery(error)), error.message).toBe(true);
    }
  });

  it('leaves every other failure alone', () => {
    for (const error of [
      failedQuery(withCode('23505', 'duplicate key value violates unique constraint')),
      failedQuery(withCode('42601', 'syntax error')),
      new Error('something else'),
      'not an error',
      null,
    ]) {
      expect(isDatabaseUnreachable(error)).toBe(false);
    }
  });
});
