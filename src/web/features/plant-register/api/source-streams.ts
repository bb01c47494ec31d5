// Issue 38 "Source streams in the register": a plant's streams and its year's calculation, read and
// edited through the register's routes.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FactorEntryInput } from '@domain/source-streams/factor-entry-schema';
import type { SourceStreamInput } from '@domain/source-streams/source-stream-schema';
import { api } from '@web/lib/api-client';
import { callApi, callApiJson, type SuccessBody } from '@web/lib/call-api';
import { queryKeys } from '@web/lib/query-keys';

export const MSG_STREAMS_LOAD_FAILED = 'Failed to load the source streams';
export const MSG_STREAM_SAVE_FAILED = 'Failed to save the source stream';
export const MSG_STREAM_DELETE_FAILED = 'Failed to delete the source stream';
export const MSG_CALCULATION_LOAD_FAILED = 'Failed to load the calculation';
export const MSG_FACTORS_LOAD_FAILED = 'Failed to load the factor entries';
export const MSG_FACTOR_SAVE_FAILED = 'Failed to save the factor entry';
export const MSG_FACTOR_DELETE_FAILED = 'Failed to delete the factor entry';

const plantStreams = api.api.plants[':plant_id']['source-streams'];
const oneStream = plantStreams[':stream_id'];
const streamFactors = oneStream.factors;

type StreamList = SuccessBody<Awaited<ReturnType<typeof plantStreams.$get>>>;
/** A stored stream as the API answers it. */
export type StoredStream = StreamList['streams'][number];
type FactorList = SuccessBody<Awaited<ReturnType<typeof streamFactors.$get>>>;
/** A factor the organisation entered for a stream, as the API answers it. */
export type StoredFactorEntry = FactorList['factors'][number];
/** A plant's year calculated from its streams, as the API answers it. */
export type PlantYearCalculation = SuccessBody<
  Awaited<ReturnType<(typeof api.api.plants)[':plant_id']['calculation']['$get']>>
>;

// Under the plant's register key, so that invalidating the register reaches them; kept here, out of
// the sign-in page's bundle, which holds the query keys.
const streamsKey = (plantId: number) =>
  [...queryKeys.plantRegister(plantId), 'source-streams'] as const;
const calculationKey = (plantId: number) =>
  [...queryKeys.plantRegister(plantId), 'calculation'] as const;

export const sourceStreamsQuery = (plantId: number) =>
  queryOptions({
    queryKey: streamsKey(plantId),
    queryFn: () =>
      callApiJson(
        () => plantStreams.$get({ param: { plant_id: String(plantId) } }),
        MSG_STREAMS_LOAD_FAILED,
      ),
  });

const factorsKey = (plantId: number, streamId: string) =>
  [...streamsKey(plantId), streamId, 'factors'] as const;

export const streamFactorsQuery = (plantId: number, streamId: string) =>
  queryOptions({
    queryKey: factorsKey(plantId, streamId),
    queryFn: () =>
      callApiJson(
        () => streamFactors.$get({ param: { plant_id: String(plantId), stream_id: streamId } }),
        MSG_FACTORS_LOAD_FAILED,
      ),
  });

export const plantCalculationQuery = (plantId: number, year: number) =>
  queryOptions({
    queryKey: [...calculationKey(plantId), year],
    queryFn: () =>
      callApiJson(
        () =>
          api.api.plants[':plant_id'].calculation.$get({
            param: { plant_id: String(plantId) },
            query: { year: String(year) },
          }),
        MSG_CALCULATION_LOAD_FAILED,
      ),
  });

/**
 * After a change, the plant's streams and every year of its calculation are read again, and every
 * analysis and ETS year: the ETS year counts the plant's CO2 by its streams.
 */
function useStreamsChanged(plantId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.analysis.all() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.ets.all() }),
      queryClient.invalidateQueries({ queryKey: streamsKey(plantId) }),
      queryClient.invalidateQueries({ queryKey: calculationKey(plantId) }),
    ]);
}

/** Adds a stream (no id) or replaces one. */
export function useSaveStream(plantId: number) {
  const changed = useStreamsChanged(plantId);
  return useMutation({
    mutationFn: ({ id, stream }: { id: string | null; stream: SourceStreamInput }) => {
      const plant_id = String(plantId);
      return id === null
        ? callApiJson(
            () => plantStreams.$post({ param: { plant_id }, json: stream }),
            MSG_STREAM_SAVE_FAILED,
          )
        : callApiJson(
            () => oneStream.$put({ param: { plant_id, stream_id: id }, json: stream }),
            MSG_STREAM_SAVE_FAILED,
          );
    },
    onSuccess: changed,
  });
}

export function useDeleteStream(plantId: number) {
  const changed = useStreamsChanged(plantId);
  return useMutation({
    mutationFn: async (id: string) => {
      await callApi(
        () => oneStream.$delete({ param: { plant_id: String(plantId), stream_id: id } }),
        MSG_STREAM_DELETE_FAILED,
      );
    },
    onSuccess: changed,
  });
}

/** Enters a factor for one of the plant's streams over a period. */
export function useAddFactor(plantId: number, streamId: string) {
  const changed = useStreamsChanged(plantId);
  return useMutation({
    mutationFn: (entry: FactorEntryInput) =>
      callApiJson(
        () =>
          streamFactors.$post({
            param: { plant_id: String(plantId), stream_id: streamId },
            json: entry,
          }),
        MSG_FACTOR_SAVE_FAILED,
      ),
    onSuccess: changed,
  });
}

export function useDeleteFactor(plantId: number, streamId: string) {
  const changed = useStreamsChanged(plantId);
  return useMutation({
    mutationFn: async (id: string) => {
      await callApi(
        () =>
          streamFactors[':factor_id'].$delete({
            param: { plant_id: String(plantId), stream_id: streamId, factor_id: id },
          }),
        MSG_FACTOR_DELETE_FAILED,
      );
    },
    onSuccess: changed,
  });
}
