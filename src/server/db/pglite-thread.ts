// The embedded database's thread (a third entry point of the build): PGlite runs its queries
// synchronously inside WebAssembly, and its file writes are synchronous too, so on the event loop
// one large insert stopped every other request for seconds. Here it holds only this thread.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_PARSERS, PGLITE_SERIALIZERS } from './value-conversion';
import type {
  PGliteThreadData,
  ThreadError,
  ThreadReply,
  ThreadRequest,
} from './pglite-thread-messages';

// The error fields the server reads (SQLSTATE code, constraint...) as PostgreSQL sends them. The
// query and parameters PGlite attaches are left behind: a parameter can be a whole uploaded file.
const ERROR_FIELDS = [
  'severity',
  'code',
  'detail',
  'hint',
  'position',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

function errorFields(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields: Record<string, string> = {};
  for (const key of ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string') fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

const port = parentPort!;
const { dataDir, startFrom } = workerData as PGliteThreadData;
const pglite = new PGlite({
  dataDir,
  loadDataDir: startFrom && new Blob([startFrom]),
  parsers: PGLITE_PARSERS,
  serializers: PGLITE_SERIALIZERS,
});

async function answer(request: ThreadRequest): Promise<ThreadReply> {
  try {
    if ('close' in request) {
      if (!pglite.closed) await pglite.close();
      return { id: request.id, ok: true, rows: [], byteaColumns: [] };
    }
    const { blob } = request;
    const result = await pglite.query(request.sql, request.params, blob && { blob });
    return {
      id: request.id,
      ok: true,
      rows: result.rows,
      affectedRows: result.affectedRows,
      byteaColumns: result.fields.filter((f) => f.dataTypeID === 17).map((f) => f.name),
    };
  } catch (error) {
    return { id: request.id, ok: false, error: errorFields(error) };
  }
}

try {
  await pglite.waitReady;
  port.on('message', async (request: ThreadRequest) => port.postMessage(await answer(request)));
  port.postMessage({ ready: true } satisfies ThreadReply);
} catch (error) {
  port.postMessage({ ready: false, error: errorFields(error) } satisfies ThreadReply);
}
