import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiTokenValues } from '@domain/validation/api-token';
import { api } from '@web/lib/api-client';
import { callApiJson, type SuccessBody } from '@web/lib/call-api';
import { queryKeys } from '@web/lib/query-keys';

export const MSG_API_TOKEN_CREATE_FAILED = 'Failed to create the token';

/** A token just created: its id, its name and the token itself. */
export type CreatedApiToken = SuccessBody<Awaited<ReturnType<typeof api.api.tokens.$post>>>;

/** Creates a token; its answer holds the token itself, the only time the server gives it. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ApiTokenValues) =>
      callApiJson(() => api.api.tokens.$post({ json: values }), MSG_API_TOKEN_CREATE_FAILED),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens() }),
  });
}
