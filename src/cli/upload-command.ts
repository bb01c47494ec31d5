// `sid upload FILE...`: CSV files sent to a server in order, with the API token in SID_TOKEN.
import { parseArgs } from 'node:util';
import type { CliIo } from './cli-io';
import { EXIT_FAILED, EXIT_OK } from './exit-codes';
import { UsageError } from './usage';

export async function uploadCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { url: { type: 'string' } },
    allowPositionals: true,
  });
  if (positionals.length === 0) throw new UsageError('upload needs at least one FILE');
  if (values.url === undefined) throw new UsageError("upload needs --url, the server's address");
  const url = URL.canParse(values.url) ? new URL(values.url) : null;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
    throw new UsageError(`--url must be an http or https address, got ${values.url}`);
  }
  const token = io.env('SID_TOKEN');
  if (!token) {
    throw new UsageError(
      'upload needs a personal API token in the SID_TOKEN environment variable (Settings > API tokens)',
    );
  }
  // Its zod/mini checks bring zod's locales.
  const { uploadFiles } = await import('./upload-files');
  return (await uploadFiles(positionals, { url: values.url, token }, io)) ? EXIT_OK : EXIT_FAILED;
}
