import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { callApiJson, type SuccessBody } from './call-api';
import { queryKeys } from './query-keys';

export const MSG_PLANT_REGISTER_LOAD_FAILED = 'Failed to load your plant register';

type Register = SuccessBody<Awaited<ReturnType<typeof api.api.plants.$get>>>;
/** One plant of the register as the API answers it: its facts and which of them are assumed. */
export type PlantRegisterEntry = Register['plants'][number];

/**
 * The user's plants (from their data), each with its declared or assumed facts: the first page of
 * them in plant_id order, with the count of all.
 */
export const plantRegisterQuery = () =>
  queryOptions({
    queryKey: queryKeys.plantRegister(),
    queryFn: () =>
      callApiJson(() => api.api.plants.$get({ query: {} }), MSG_PLANT_REGISTER_LOAD_FAILED),
  });

/** One plant's register entry, wherever it stands in the fleet (no plants: none such). */
export const plantEntryQuery = (plantId: number) =>
  queryOptions({
    queryKey: queryKeys.plantRegister(plantId),
    queryFn: () =>
      callApiJson(
        () => api.api.plants.$get({ query: { plant_id: String(plantId) } }),
        MSG_PLANT_REGISTER_LOAD_FAILED,
      ),
  });
