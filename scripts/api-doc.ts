// `npm run docs:api`: writes the route table of docs/api.md from the app's /api/openapi.json.
import { readFile, writeFile } from 'node:fs/promises';
import { openApiDocument } from './api-doc/openapi-document';
import { routeTable } from './api-doc/route-table';
import { withRouteTable } from './api-doc/with-route-table';

const API_MD = new URL('../docs/api.md', import.meta.url);

const before = await readFile(API_MD, 'utf8');
const after = withRouteTable(before, await routeTable(await openApiDocument()));
await writeFile(API_MD, after);
console.log(before === after ? 'docs/api.md is up to date' : 'docs/api.md: route table written');
