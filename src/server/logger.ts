import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

// Enough to recognise an error; a message can quote a whole statement or a value of any size.
const MAX_MESSAGE_CHARS = 300;
const MAX_STACK_FRAMES = 12;

/** What the log keeps of an error. */
export interface LoggedError {
  type: string;
  message: string;
  code?: string;
  /** The `at ...` lines only: the first line of a stack repeats the message. */
  stack?: string[];
}

const truncate = (text: string) =>
  text.length > MAX_MESSAGE_CHARS ? `${text.slice(0, MAX_MESSAGE_CHARS)}…` : text;

/**
 * An error as the log writes it: type, message (truncated), code and stack frames, nothing else.
 * Database errors carry the failed query's parameters (PGlite attaches them: a whole uploaded file),
 * and neither they nor a request body belong in a log.
 */
export function errorSummary(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: truncate(String(error)) };
  const { code } = error as { code?: unknown };
  const frames = error.stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, MAX_STACK_FRAMES)
    .map((line) => truncate(line.trim()));
  return {
    type: error.name,
    message: truncate(error.message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code: String(code) } : {}),
    ...(frames?.length ? { stack: frames } : {}),
  };
}

/**
 * Structured JSON logs on standard output (or the given stream), one line per event; an error
 * logged under `err` is written as its errorSummary.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, base: { service: 'sid' }, serializers: { err: errorSummary } };
  return destination ? pino(options, destination) : pino(options);
}
