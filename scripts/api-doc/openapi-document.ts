import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '@server/app';
import { buildServices } from '@server/build-services';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/connect';
import { createLogger } from '@server/logger';
import type { OpenApiDocument } from './route-table';

/**
 * The app's /api/openapi.json, asked of the app in this process: built with the default
 * configuration on an empty PGlite database in memory, with no demo account and no mail sent.
 */
export async function openApiDocument(): Promise<OpenApiDocument> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sid-api-doc-'));
  const database = await openDatabase({ inMemory: true });
  try {
    const config = await loadConfig({
      DATA_DIR: dataDir,
      DEMO_ACCOUNT: 'off',
      LOG_LEVEL: 'silent',
    });
    const services = await buildServices({
      config,
      db: database.db,
      logger: createLogger('silent'),
      mailer: { send: async () => undefined, close: () => undefined },
    });
    try {
      const response = await createApp(services).request('/api/openapi.json');
      if (!response.ok) throw new Error(`/api/openapi.json answered ${response.status}`);
      return (await response.json()) as OpenApiDocument;
    } finally {
      await services.work.close();
      await services.ingest.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
