// Upload benchmark (`npm run bench:upload`, issue 26: "the upload of a year of 100 plants costs at
// most 10 % more than before this work"): the built server on PostgreSQL (a throwaway schema), a
// year of hourly data for 100 plants uploaded for each of three years, the first into an empty
// history and the others into it. Prints each upload's time as the client and the server's request
// log give it, with the stages of its "upload stored" line, and the CPU time it cost the server's
// process and its PostgreSQL connections (less sensitive than wall time to other work on a shared
// machine); the medians as a JSON line last, so that runs of two commits alternating in the same
// hour can be paired.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { generateSampleCsv } from '@domain/sample/generate-sample';
import { FROM_BUILD, multipartCsv, signUp, startServer } from '@server/testing/spawn-server';
import { median } from './median';
import { backendCpuMeter, cpuSeconds } from './process-cpu';
import { postgresSchema } from './postgres-schema';
import { logLines, serverTimes } from './server-log';

const PLANTS = 100;
const YEARS = [2021, 2022, 2023];

/** A year of hourly rows for every plant, as one CSV (the same as the plant-history benchmark's). */
function yearCsv(year: number): string {
  const days = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1 ? 366 : 365;
  return generateSampleCsv({ plants: PLANTS, days, start: `${year}-01-01`, seed: year });
}

await readFile('dist/server/main.js').catch(() => {
  throw new Error('Build first: npm run build');
});
const postgres = await postgresSchema();
const dataDir = await mkdtemp(join(tmpdir(), 'sid-bench-upload-'));
// The server's connections are named, so that their backends' CPU time can be read.
const applicationName = `sid-bench-upload-${process.pid}`;
const serverUrl = new URL(postgres.url);
serverUrl.searchParams.set('application_name', applicationName);
const admin = new pg.Client({ connectionString: postgres.url });
await admin.connect();
const server = await startServer({
  args: FROM_BUILD,
  dataDir,
  databaseUrl: serverUrl.toString(),
  env: { MAX_UPLOAD_MB: '100', WORK_TIMEOUT_S: '600' },
});
const seconds = (ms: unknown) => (typeof ms === 'number' ? ms / 1000 : NaN);
try {
  const cookie = await signUp(server, `bench-upload-${Date.now()}@example.com`);
  console.log(
    `# Upload benchmark: ${PLANTS} plants x a year on PostgreSQL, ${availableParallelism()} cores, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const client: number[] = [];
  const serverS: number[] = [];
  const cpu: number[] = [];
  for (const year of YEARS) {
    const csv = yearCsv(year);
    const { contentType, body } = await multipartCsv(`${year}.csv`, csv);
    // The CSV was generated synchronously: the idle keep-alive connection may have closed.
    await new Promise((r) => setTimeout(r, 100));
    const since = server.stdout.length;
    const serverCpu = cpuSeconds(server.pid);
    const meter = await backendCpuMeter(admin, applicationName);
    const started = performance.now();
    const res = await server.request('/api/files', {
      method: 'POST',
      cookie,
      headers: { 'content-type': contentType },
      body,
    });
    const wall = (performance.now() - started) / 1000;
    if (res.status !== 201) throw new Error(`upload ${year}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    // The request line is logged once the answer is sent.
    await new Promise((r) => setTimeout(r, 100));
    const ownCpu = cpuSeconds(server.pid) - serverCpu;
    const postgresCpu = await meter.stop();
    cpu.push(ownCpu + postgresCpu);
    const own = (serverTimes(server, '/api/files', since)[0] ?? NaN) / 1000;
    const stored = logLines(server, since).find((l) => l.msg === 'upload stored') ?? {};
    client.push(wall);
    serverS.push(own);
    console.log(
      `${year} (${(Buffer.byteLength(csv) / 2 ** 20).toFixed(1)} MiB): client ${wall.toFixed(2)} s, server ${own.toFixed(2)} s (receive ${seconds(stored.receiveMs).toFixed(2)}, check ${seconds(stored.checkMs).toFixed(2)}, store ${seconds(stored.storeMs).toFixed(2)}); CPU ${ownCpu.toFixed(2)} s server + ${postgresCpu.toFixed(2)} s PostgreSQL`,
    );
  }
  console.log(
    JSON.stringify({
      clientMedianS: median(client),
      serverMedianS: median(serverS),
      cpuMedianS: median(cpu),
    }),
  );
} finally {
  await server.kill();
  await admin.end();
  await postgres.drop();
  await rm(dataDir, { recursive: true, force: true });
}
