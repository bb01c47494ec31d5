import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env';
import { validationHook } from './validation-hook';

/** A route group whose zod schemas validate requests and document them in /api/openapi.json. */
export const openApiRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
