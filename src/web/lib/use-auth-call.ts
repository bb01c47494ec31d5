import { useCallback, useState } from 'react';
import { friendlyAuthMessage } from '@domain/auth-messages';
import type { AuthResult } from './auth-client';

/**
 * Runs an auth call for a form (accounts §8): a refusal becomes the friendly message, a failure
 * without one the form's fallback ("Login failed", ...), shown above the form as `error`.
 * `run` resolves with the call's data, or undefined when it failed.
 */
export function useAuthCall(fallback: string) {
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async <T>(call: () => Promise<AuthResult<T>>): Promise<T | undefined> => {
      setError(null);
      try {
        const result = await call();
        if (result.error) {
          setError(friendlyAuthMessage(result.error.message));
          return undefined;
        }
        return result.data;
      } catch {
        setError(fallback);
        return undefined;
      }
    },
    [fallback],
  );
  return { error, run };
}
