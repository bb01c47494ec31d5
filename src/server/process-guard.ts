// The last line of defence: an error no handler caught. Every stream the server reads has its own
// handler, so this is a bug; it is logged with the request that caused it, and the process stops
// where going on is not safe (docs/operations.md: the service manager starts it again).
import type { Logger } from './logger';
import { currentRequestId } from './http/request-context';

/**
 * Logs a promise rejection nobody handled and goes on: the rejected promise's work was abandoned,
 * nothing was left half-done on a stack. Logs an uncaught exception and calls `stop`: a throw out
 * of a callback may have left shared state half-changed, so the process must not go on serving.
 */
export function guardProcess(logger: Logger, stop: () => void): void {
  process.on('unhandledRejection', (reason) => {
    logger.error(
      { err: reason, reqId: currentRequestId() },
      'unhandled promise rejection: its work was abandoned, the server goes on',
    );
  });
  process.on('uncaughtException', (error) => {
    logger.fatal(
      { err: error, reqId: currentRequestId() },
      'uncaught exception: the server stops so that its service manager starts it again',
    );
    stop();
  });
}
