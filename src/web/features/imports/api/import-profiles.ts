import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { importProfileSchema, type ImportProfile } from '@domain/imports/import-profile';
import { api } from '@web/lib/api-client';
import { callApi, callApiJson } from '@web/lib/call-api';
import { queryKeys } from '@web/lib/query-keys';

export const MSG_PROFILES_LOAD_FAILED = 'Failed to load your import profiles';
export const MSG_PROFILE_SAVE_FAILED = 'Failed to save the import profile';
export const MSG_PROFILE_DELETE_FAILED = 'Failed to delete the import profile';

/** A saved import profile: its id and the profile (issue 27). */
export type SavedProfile = ImportProfile & { id: string };

/** The answer's profile with its fields typed: the route documents only its id and name. */
function savedProfile(stored: { id: string }): SavedProfile {
  return { ...importProfileSchema.parse(stored), id: stored.id };
}

/** The user's import profiles, by name. */
export const importProfilesQuery = () =>
  queryOptions({
    queryKey: queryKeys.importProfiles(),
    queryFn: async () =>
      (
        await callApiJson(() => api.api['import-profiles'].$get(), MSG_PROFILES_LOAD_FAILED)
      ).profiles.map(savedProfile),
  });

/** Saves a new profile (no id) or replaces the one of that id; answers it as saved. */
export function useSaveImportProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, profile }: { id: string | null; profile: ImportProfile }) =>
      savedProfile(
        id
          ? await callApiJson(
              () => api.api['import-profiles'][':id'].$put({ param: { id }, json: profile }),
              MSG_PROFILE_SAVE_FAILED,
            )
          : await callApiJson(
              () => api.api['import-profiles'].$post({ json: profile }),
              MSG_PROFILE_SAVE_FAILED,
            ),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.importProfiles() }),
  });
}

/** Deletes a profile; files uploaded through it stay. */
export function useDeleteImportProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await callApi(
        () => api.api['import-profiles'][':id'].$delete({ param: { id } }),
        MSG_PROFILE_DELETE_FAILED,
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.importProfiles() }),
  });
}
