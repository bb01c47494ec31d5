// `--profile FILE.json` (issue 27): an import profile read from a file and checked by the same
// schema as the server's, so that a profile that works here works in an upload and back.
import { readFile } from 'node:fs/promises';
import { importProfileSchema, type ImportProfile } from '@domain/imports/import-profile';
import { UsageError } from './usage';

/** The profile in `path`, or a UsageError naming every problem of it by field. */
export async function loadProfile(path: string): Promise<ImportProfile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    throw new UsageError(`--profile: cannot read ${path}: ${(e as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`--profile: ${path} is not JSON: ${(e as Error).message}`);
  }
  const result = importProfileSchema.safeParse(json);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) =>
    i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message,
  );
  throw new UsageError(`--profile: ${path} is not an import profile:\n  ${problems.join('\n  ')}`);
}
