import type { Hook } from '@hono/zod-openapi';
import type { AppEnv } from './app-env';
import { errorJson } from './error-handler';
import { ApiError } from './api-error';

/** accounts §5: a refused request body or query answers 400 with every problem, joined with commas. */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (result.success) return;
  const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  return errorJson(
    c,
    new ApiError(400, 'invalid_request', issues.map((i) => i.message).join(', '), { issues }),
  );
};
