import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['an unknown host', withCode('getaddrinfo ENOTFOUND db', 'ENOTFOUND')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    [
      'a connection timeout',
      new Error('Connection terminated due to connection timeout', { cause: new Error('x') }),
    ],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    ['no answer to a query', new Error('Query read timeout')],
    ['the statement timeout', withCode('canceling statement due to statement timeout', '57014')],
    [
      'a terminated backend',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['a connection exception', withCode('connection failure', '08006')],
    [
      'every address refused (happy eyeballs)',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'failed'),
    ],
    [
      'a cause that is one of these',
      new Error('query failed', { cause: withCode('x', 'ECONNRESET') }),
    ],
  ])('recognises %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a constraint violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['bad input', withCode('invalid input syntax for type integer: "x"', '22P02')],
    ['a missing table', withCode('relation "x" does not exist', '42P01')],
    ['a plain error', new Error('Something broke')],
    ['a non-error', 'ECONNREFUSED'],
    ['a class without a SQLSTATE', withCode('odd', '08')],
  ])('does not take %s for an outage', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
