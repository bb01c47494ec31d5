// The API's answers as the server declares them (AppType): the web's one source of their types.
import type { InferResponseType } from 'hono/client';
import type { api } from './api-client';

type FileRoutes = (typeof api.api.files)[':id'];

/** A scope's analysis with its screen models (`GET /api/analysis`, `/api/files/:id/analysis`, `/api/sample/analysis`). */
export type Analysis = InferResponseType<FileRoutes['analysis']['$get'], 200>;

/** What an analysis says of its scope: source, range asked, what the scope holds, its message. */
export type AnalysisScopeFacts = NonNullable<Analysis['scope']>;

/** What the whole scope holds whatever the range: its span, years and plants. */
export type AvailableData = NonNullable<AnalysisScopeFacts['available']>;

/** The range against the period before it and the same period a year earlier. */
export type PeriodComparison = NonNullable<Analysis['comparison']>;

/** One page of the user's files (`GET /api/files`), newest first. */
export type FilePage = InferResponseType<typeof api.api.files.$get, 200>;

/** A stored file's entry as the API lists it, with its plant-days and those a newer upload overrides. */
export type FileEntry = FilePage['files'][number];

/** A file's entry as the upload answers it. */
export type UploadedFile = InferResponseType<typeof api.api.files.$post, 201>;

/** The stored file an upload's 409 names: it holds the same bytes, so nothing was stored. */
export type StoredCopy = InferResponseType<typeof api.api.files.$post, 409>['file'];
