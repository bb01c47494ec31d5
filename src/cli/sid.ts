// The `sid` command line: validate, analyse and export plant-data CSV files with the same domain
// code as the server, write generated sample data, and upload files to a server. The only room besides the server with I/O.
// This module hands a command line to its command and answers a usage error with the usage text;
// each command (`*-command.ts`) imports the domain code it needs once its arguments are sound, so
// `sid help` or a usage error starts as fast as Node does.
import { pathToFileURL } from 'node:url';
import { analyzeCommand } from './analyze-command';
import type { CliIo } from './cli-io';
import { EXIT_OK, EXIT_USAGE } from './exit-codes';
import { exportCommand } from './export-command';
import { processIo } from './process-io';
import { sampleCommand } from './sample-command';
import { uploadCommand } from './upload-command';
import { USAGE, UsageError } from './usage';
import { validateCommand } from './validate-command';

const COMMANDS: Readonly<Record<string, (args: string[], io: CliIo) => Promise<number>>> = {
  validate: validateCommand,
  analyze: analyzeCommand,
  export: exportCommand,
  sample: sampleCommand,
  upload: uploadCommand,
};

/** Runs one `sid` command line (without the program name); resolves to the exit code. */
export async function main(argv: string[], io: CliIo = processIo()): Promise<number> {
  const [command, ...args] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    await io.out(USAGE);
    return EXIT_OK;
  }
  const run = COMMANDS[command];
  if (!run) {
    io.err(`Unknown command: ${command}\n\n${USAGE}`);
    return EXIT_USAGE;
  }
  try {
    return await run(args, io);
  } catch (e) {
    // parseArgs throws TypeErrors with an ERR_PARSE_ARGS_* code for unknown or malformed options.
    const parseError = (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    if (e instanceof UsageError || parseError) {
      io.err(`${(e as Error).message}\n\n${USAGE}`);
      return EXIT_USAGE;
    }
    // The reader went away (`sid sample | head`): what it wanted was written.
    if ((e as { code?: string }).code === 'EPIPE') return EXIT_OK;
    throw e;
  }
}

// `tsx src/cli/sid.ts ...` (npm run sample) runs the file itself; bin/sid.js imports it instead.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
