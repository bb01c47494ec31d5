// Workbook benchmark (`npm run bench:xlsx`, issue 27 §3: "a 50 MB workbook must not need more RAM
// than its CSV equivalent times two"; done-when: "xlsx within 3x its CSV"): the built server on
// PostgreSQL (throwaway schemas), a year of hourly readings of enough plants to make a workbook
// of about 50 MB, written as Excel writes one (the sheet before its shared strings, dates as date
// cells), and the same readings as CSV. Each is uploaded in turn, ROUNDS times, each into a server
// started for it (a server that has taken an upload keeps its memory for the next, which then
// seems to cost none), while the server's RSS is sampled every 20 ms; prints each upload's time and its peak RSS above the RSS before it, then the medians and
// their ratios, workbook to CSV, as a JSON line. Each stored file is deleted after its upload: the
// same bytes again would be refused as already uploaded.
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { generateSampleCsv } from '@domain/sample/generate-sample';
import { FROM_BUILD, signUp, startServer, type ServerProcess } from '@server/testing/spawn-server';
import { median } from './median';
import { postgresSchema } from './postgres-schema';
import { rssMiB } from './process-memory';
import { logLines } from './server-log';

const PLANTS = Number(process.env.BENCH_PLANTS ?? 76);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The sample's CSV written as a workbook: text cells shared, numbers as numbers, dates as dates. */
async function writeWorkbook(csv: string, path: string): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useSharedStrings: true,
  });
  const sheet = workbook.addWorksheet('Data');
  const lines = csv.split('\n').filter((line) => line.length > 0);
  sheet.addRow(lines[0]!.split(',')).commit();
  for (const line of lines.slice(1)) {
    const [date, plant, name, fuel, ...measures] = line.split(',');
    const row = sheet.addRow([
      new Date(`${date!.replace(' ', 'T')}Z`),
      Number(plant),
      name,
      fuel,
      ...measures.map(Number),
    ]);
    row.getCell(1).numFmt = 'yyyy-mm-dd hh:mm:ss';
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
}

interface Measured {
  seconds: number;
  peakAboveIdleMiB: number;
  checkMs: number;
}

/** One upload, timed, with the server's RSS sampled meanwhile; its file deleted after. */
async function measuredUpload(
  server: ServerProcess,
  cookie: string,
  name: string,
  type: string,
  bytes: Uint8Array,
): Promise<Measured> {
  const form = new FormData();
  form.set('file', new File([bytes], name, { type }));
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type')!;
  const body = new Uint8Array(await encoded.arrayBuffer());
  await new Promise((r) => setTimeout(r, 500));
  const idle = rssMiB(server.pid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(server.pid))), 20);
  const since = server.stdout.length;
  const started = performance.now();
  const res = await server.request('/api/files', {
    method: 'POST',
    cookie,
    headers: { 'content-type': contentType },
    body,
  });
  const text = await res.text();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (res.status !== 201) throw new Error(`${name}: ${res.status} ${text}`);
  const { id } = JSON.parse(text) as { id: string };
  const deleted = await server.request(`/api/files/${id}`, { method: 'DELETE', cookie });
  if (!deleted.ok) throw new Error(`delete ${name}: ${deleted.status}`);
  await new Promise((r) => setTimeout(r, 100));
  const stored = logLines(server, since).find((l) => l.msg === 'upload stored') ?? {};
  return {
    seconds,
    peakAboveIdleMiB: peak - idle,
    checkMs: typeof stored.checkMs === 'number' ? stored.checkMs : NaN,
  };
}

await readFile('dist/server/main.js').catch(() => {
  throw new Error('Build first: npm run build');
});
const folder = await mkdtemp(join(tmpdir(), 'sid-bench-xlsx-'));
const csvText = generateSampleCsv({ plants: PLANTS, days: 365, start: '2023-01-01', seed: 2023 });
const csv = new TextEncoder().encode(csvText);
const workbookPath = join(folder, 'year.xlsx');
await writeWorkbook(csvText, workbookPath);
const workbook = new Uint8Array(await readFile(workbookPath));
const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
/** One upload into a server and a database schema of their own (sign-ups are rate-limited). */
async function uploadAlone(name: string, type: string, bytes: Uint8Array): Promise<Measured> {
  const postgres = await postgresSchema();
  const server = await startServer({
    args: FROM_BUILD,
    dataDir: join(folder, 'data'),
    databaseUrl: postgres.url,
    env: { MAX_UPLOAD_MB: '100', WORK_TIMEOUT_S: '600' },
  });
  try {
    const cookie = await signUp(server, `bench-xlsx-${Date.now()}@example.com`);
    return await measuredUpload(server, cookie, name, type, bytes);
  } finally {
    await server.kill();
    await postgres.drop();
  }
}

try {
  console.log(
    `# Workbook benchmark: ${PLANTS} plants x a year on PostgreSQL, workbook ${mib((await stat(workbookPath)).size)} MiB, CSV ${mib(csv.byteLength)} MiB, ${availableParallelism()} cores, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const runs = { csv: [] as Measured[], xlsx: [] as Measured[] };
  for (let round = 0; round < ROUNDS; round++) {
    runs.csv.push(await uploadAlone('year.csv', 'text/csv', csv));
    runs.xlsx.push(await uploadAlone('year.xlsx', XLSX, workbook));
    for (const kind of ['csv', 'xlsx'] as const) {
      const m = runs[kind].at(-1)!;
      console.log(
        `round ${round + 1} ${kind}: ${m.seconds.toFixed(2)} s (check ${(m.checkMs / 1000).toFixed(2)} s after the last byte), peak RSS ${m.peakAboveIdleMiB.toFixed(0)} MiB above idle`,
      );
    }
  }
  const med = (kind: 'csv' | 'xlsx', f: (m: Measured) => number) => median(runs[kind].map(f));
  const result = {
    csvSeconds: med('csv', (m) => m.seconds),
    xlsxSeconds: med('xlsx', (m) => m.seconds),
    csvPeakMiB: med('csv', (m) => m.peakAboveIdleMiB),
    xlsxPeakMiB: med('xlsx', (m) => m.peakAboveIdleMiB),
  };
  const timeRatio = result.xlsxSeconds / result.csvSeconds;
  const memoryRatio = result.xlsxPeakMiB / result.csvPeakMiB;
  console.log(
    `time ${timeRatio.toFixed(2)}x the CSV's (goal <= 3: ${timeRatio <= 3 ? 'PASS' : 'FAIL'}); peak RSS ${memoryRatio.toFixed(2)}x (goal <= 2: ${memoryRatio <= 2 ? 'PASS' : 'FAIL'})`,
  );
  console.log(JSON.stringify({ ...result, timeRatio, memoryRatio }));
} finally {
  await rm(folder, { recursive: true, force: true });
}
