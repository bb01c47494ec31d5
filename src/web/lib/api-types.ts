// The API's answers as the server declares them (AppType): the web's one source of their types.
import type { InferResponseType } from 'hono/client';
import type { api } from './api-client';

type FileRoutes = (typeof api.api.files)[':id'];

/** A scope's analysis with its screen models (`GET /api/files/:id/analysis`, `/api/sample/analysis`). */
export type Analysis = InferResponseType<FileRoutes['analysis']['$get'], 200>;

/** A stored file's entry as the API lists it. */
export type FileEntry = InferResponseType<typeof api.api.files.$get, 200>['files'][number];
