// `sid upload FILE...`: CSV files sent to a server in order, with the API token in SID_TOKEN; with
// --profile FILE.json each is read through the import profile here and its spec rows are sent.
import { parseArgs } from 'node:util';
import type { CliIo } from './cli-io';
import { EXIT_FAILED, EXIT_OK } from './exit-codes';
import { UsageError } from './usage';

export async function uploadCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { url: { type: 'string' }, profile: { type: 'string' } },
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
  const profile =
    values.profile === undefined
      ? null
      : await (await import('./load-profile')).loadProfile(values.profile);
  // Its zod/mini checks bring zod's locales.
  const { uploadFiles } = await import('./upload-files');
  const target = { url: values.url, token, profile };
  return (await uploadFiles(positionals, target, io)) ? EXIT_OK : EXIT_FAILED;
}
