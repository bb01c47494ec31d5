/**
 * What a personal API token may do (issue 10 "Automated feeds"): upload files and read files,
 * analyses, exports, reports, the plant register, ETS years, the data's coverage and the import
 * profiles a feed uploads through. Nothing that changes the account, its permits, profiles or tokens.
 */
const TOKEN_ROUTES: readonly (readonly [method: string, path: RegExp])[] = [
  ['POST', /^\/api\/files$/],
  ['GET', /^\/api\/files$/],
  ['GET', /^\/api\/files\/[^/]+\/(content|analysis|export|reports\/[^/]+)$/],
  ['GET', /^\/api\/analysis(\/export|\/reports\/[^/]+)?$/],
  ['GET', /^\/api\/reports\/compliance\.pdf$/],
  ['GET', /^\/api\/plants$/],
  ['GET', /^\/api\/ets\/[^/]+$/],
  ['GET', /^\/api\/quality$/],
  ['GET', /^\/api\/import-profiles(\/[^/]+)?$/],
];

/** Whether a request with an API token may reach this method and path. */
export const tokenMayCall = (method: string, path: string) =>
  TOKEN_ROUTES.some(([m, p]) => m === method && p.test(path));
