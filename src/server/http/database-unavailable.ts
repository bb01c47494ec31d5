// Signs that the database cannot be reached or gave up, rather than refused what was asked.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
// SQLSTATE: 57014 query_canceled (the statement timeout), 57P01-57P03 the server shutting down,
// restarting or a backend terminated (pg_terminate_backend), 53300 too many connections.
const UNAVAILABLE_SQLSTATES = new Set(['57014', '57P01', '57P02', '57P03', '53300']);
// Class 08: connection exceptions.
const CONNECTION_EXCEPTION_CLASS = '08';
// What pg and pg-pool throw, without a code, when a connection fails, drops or times out.
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
];

/** How long a client is asked to wait before trying again while the database is away, in seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Whether an error says the database is unreachable or timed out (answered 503 with Retry-After),
 * as opposed to a fault in the request or the code. Looks into `cause` and AggregateError's errors.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
    if (code.length === 5 && code.startsWith(CONNECTION_EXCEPTION_CLASS)) return true;
  }
  if (DRIVER_MESSAGES.some((message) => error.message.startsWith(message))) return true;
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  return isDatabaseUnavailable(error.cause);
}
