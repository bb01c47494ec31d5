import type { Hook } from '@hono/zod-openapi';
import type { AppEnv } from './app-env';
import { errorJson } from './error-handler';
import { ApiError } from './api-error';

/** The params of a schema's own issue that refuses a request with `code` and the issue's message alone. */
export const refusedAs = (code: string) => ({ refusedAs: code });

/**
 * accounts §5: a refused request body or query answers 400 with every problem, joined with commas;
 * a schema's check of its own (refusedAs, run once the fields read) answers with its code.
 */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (result.success) return;
  const [first] = result.error.issues;
  if (first?.code === 'custom' && typeof first.params?.refusedAs === 'string') {
    return errorJson(c, new ApiError(400, first.params.refusedAs, first.message));
  }
  const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  return errorJson(
    c,
    new ApiError(400, 'invalid_request', issues.map((i) => i.message).join(', '), { issues }),
  );
};
