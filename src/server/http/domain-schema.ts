import { z } from '@hono/zod-openapi';
import * as zm from 'zod/mini';
import { toJSONSchema } from 'zod/v4/core';

/**
 * A domain schema (zod/mini, shared with the web forms) as a route schema: validated by the
 * domain's rules with their messages, and documented in /api/openapi.json by its JSON Schema.
 */
export function fromDomain<T extends zm.ZodMiniType>(schema: T) {
  return z
    .unknown()
    .transform((value, ctx) => {
      const result = zm.safeParse(schema, value);
      if (result.success) return result.data as zm.output<T>;
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
      return z.NEVER;
    })
    .openapi(toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as object);
}
