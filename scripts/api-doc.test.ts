import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { describeApi } from '@server/testing/test-app';
import { routeTable, type OpenApiDocument } from './api-doc/route-table';
import { withRouteTable } from './api-doc/with-route-table';

const API_MD = new URL('../docs/api.md', import.meta.url);

describeApi('docs/api.md', (t) => {
  it('lists the routes of /api/openapi.json as they are', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as OpenApiDocument;
    const written = readFileSync(API_MD, 'utf8');
    expect(
      written,
      "docs/api.md's route table differs from /api/openapi.json: run `npm run docs:api`",
    ).toBe(withRouteTable(written, await routeTable(doc)));
  });
});
