import { queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { callApiJson, type SuccessBody } from '@web/lib/call-api';
import { queryKeys } from '@web/lib/query-keys';

export const MSG_ETS_YEAR_LOAD_FAILED = "Failed to load the year's emissions";

/** A calendar year of the user's history under the EU ETS (reported and verified CO2, allowances, position). */
export type EtsYearView = SuccessBody<Awaited<ReturnType<(typeof api.api.ets)[':year']['$get']>>>;

/** The ETS year of `year` from the user's history. */
export const etsYearQuery = (year: number) =>
  queryOptions({
    queryKey: queryKeys.ets.year(year),
    queryFn: () =>
      callApiJson(
        () => api.api.ets[':year'].$get({ param: { year: String(year) } }),
        MSG_ETS_YEAR_LOAD_FAILED,
      ),
  });
