// `sid upload` (issue 10 "Automated feeds"): sends CSV files to a running server with a personal
// API token, as a scheduled job would, and reports each answer.
import { constants } from 'node:fs';
import { access, readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import * as z from 'zod/mini';
import type { ImportProfile } from '@domain/imports/import-profile';
import { readThroughProfile } from './load-csv';
import { problemReport } from './problem-report';

/** Where the files go and with which token. */
export interface UploadTarget {
  /** The server's address, as the browser shows it (`https://sid.example.com`). */
  url: string;
  token: string;
  /** The import profile each file is read through before it is sent (issue 27), or null. */
  profile: ImportProfile | null;
}

/** Where the command writes what happened. */
export interface UploadOutput {
  out(text: string): Promise<void>;
  err(text: string): void;
}

// The fields of the server's answers that the command reports (POST /api/files in docs/api.md).
const StoredFile = z.object({
  id: z.string(),
  fileName: z.string(),
  rows: z.number(),
  plants: z.number(),
});
// A 409: the user holds a file of the same bytes (issue 27 §4), named in the answer.
const AlreadyUploaded = z.object({
  error: z.literal('already_uploaded'),
  message: z.string(),
  file: z.object({ id: z.string() }),
});
const Refusal = z.object({
  message: z.optional(z.string()),
  problems: z.optional(z.array(z.object({ line: z.nullable(z.number()), message: z.string() }))),
  problemCount: z.optional(z.number()),
});

const readJson = (response: Response): Promise<unknown> => response.json().catch(() => null);

/** Why a request never got an answer: fetch hides the system's reason in `cause`. */
const unreachable = (error: unknown) =>
  ((error as { cause?: Error }).cause ?? (error as Error)).message;

/** What the server said when it refused a file, with each CSV problem by its line. */
function refusalReport(name: string, response: Response, body: unknown): string {
  const refusal = Refusal.safeParse(body);
  const said = refusal.success ? refusal.data : {};
  const first = `${name} was refused (HTTP ${response.status}): ${said.message ?? response.statusText}`;
  return said.problems
    ? problemReport(first, said.problems, said.problemCount ?? said.problems.length)
    : `${first}\n`;
}

/**
 * Sends one file; resolves with the report of its failure, or null once it is stored or found
 * stored already (a feed that sends a file again has nothing to fix).
 */
async function uploadOne(
  path: string,
  endpoint: string,
  { token, profile }: UploadTarget,
  output: UploadOutput,
): Promise<string | null> {
  const name = basename(path);
  const bytes = await readFile(path);
  const read = profile ? readThroughProfile(bytes, profile) : { ok: true as const, csv: bytes };
  if (!read.ok) {
    const rows = read.problems.map((p) => p.message).join('\n  ');
    return `${name}: the import profile "${profile!.name}" cannot read these rows:\n  ${rows}\n`;
  }
  const form = new FormData();
  form.append('file', new Blob([read.csv], { type: 'text/csv' }), name);
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
  } catch (e) {
    return `Cannot reach ${endpoint}: ${unreachable(e)}\n`;
  }
  const body = await readJson(response);
  const copy = response.status === 409 ? AlreadyUploaded.safeParse(body) : null;
  if (copy?.success) {
    const { message, file } = copy.data;
    await output.out(`Skipped ${name}: ${message} Its id: ${file.id}\n`);
    return null;
  }
  if (!response.ok) return refusalReport(name, response, body);
  const stored = StoredFile.safeParse(body);
  if (!stored.success) {
    return `${name}: ${endpoint} answered ${response.status} without a stored file; is --url the dashboard's address?\n`;
  }
  const f = stored.data;
  await output.out(`Uploaded ${f.fileName}: id ${f.id}, ${f.rows} rows, ${f.plants} plants\n`);
  return null;
}

/**
 * Uploads the files one at a time, in the order given, and stops at the first that is not
 * stored. Resolves true when every file was stored, now or before.
 */
export async function uploadFiles(
  paths: readonly string[],
  target: UploadTarget,
  output: UploadOutput,
): Promise<boolean> {
  // A mistyped name is found before anything is sent, so a run is not left half done by it.
  for (const path of paths) {
    try {
      await access(path, constants.R_OK);
    } catch (e) {
      output.err(`Cannot read ${path}: ${(e as Error).message}\n`);
      return false;
    }
  }
  const endpoint = `${target.url.replace(/\/+$/, '')}/api/files`;
  for (const [index, path] of paths.entries()) {
    const failure = await uploadOne(path, endpoint, target, output);
    if (failure === null) continue;
    const notSent = paths.slice(index + 1).map((p) => basename(p));
    output.err(failure + (notSent.length > 0 ? `Not sent: ${notSent.join(', ')}\n` : ''));
    return false;
  }
  return true;
}
