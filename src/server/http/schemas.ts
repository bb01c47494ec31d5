import { z } from '@hono/zod-openapi';
import { SINGLE_LINE_TEXT, singleLineText } from '@domain/validation/plain-text';

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

/**
 * One-line text in a path or a query: a control character is refused with a message naming the
 * field. The pattern is written out for /api/openapi.json, whose generator would keep the flags in it.
 */
export const paramText = (field: string) =>
  z.string().check(singleLineText(field)).openapi({ pattern: SINGLE_LINE_TEXT.source });

/** An id in a path or a query: 1 to 64 characters of one-line text. */
export const idText = (field: string) => paramText(field).min(1).max(64);

export const IdParams = z.object({ id: idText('id') });

/** A timestamp from the database, answered as ISO 8601 text. */
export const Timestamp = z
  .date()
  .transform((d) => d.toISOString())
  .openapi({ type: 'string', format: 'date-time' });
