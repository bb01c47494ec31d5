import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { analysisBase } from '@domain/completion/analyze';
import type { AnalysisBase } from '@domain/analysis/types';
import { parseCsv } from '@domain/csv/parse';
import { SAMPLE_CSV_PATH } from '../paths';

export interface SampleFile {
  name: string;
  bytes: Uint8Array;
  base: AnalysisBase;
}

let loading: Promise<SampleFile> | undefined;

/** The product's sample file and its analysis, read and analysed once per process. */
export function sampleFile(): Promise<SampleFile> {
  loading ??= (async () => {
    const bytes = new Uint8Array(await readFile(SAMPLE_CSV_PATH));
    const parsed = parseCsv(bytes);
    if (!parsed.ok) throw new Error(`The sample file is invalid: ${parsed.message}`);
    return {
      name: basename(SAMPLE_CSV_PATH),
      bytes,
      base: analysisBase(parsed.dataset, parsed.quality, {}),
    };
  })();
  return loading;
}
