import { z } from '@hono/zod-openapi';

/** The JSON body of every error answer. */
export const ErrorSchema = z
  .object({ error: z.string(), message: z.string() })
  .catchall(z.unknown())
  .openapi('Error');

/** An error response for the OpenAPI document. */
export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorSchema } },
});

export const IdParams = z.object({ id: z.string().min(1).max(64) });

/** A timestamp from the database, answered as ISO 8601 text. */
export const Timestamp = z
  .date()
  .transform((d) => d.toISOString())
  .openapi({ type: 'string', format: 'date-time' });
