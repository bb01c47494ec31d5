import { useMutation } from '@tanstack/react-query';
import { AUTH_FALLBACKS } from '@domain/auth-messages';
import { api } from '@web/lib/api-client';
import { callApi } from '@web/lib/call-api';

/** Deletes the account with everything in it: user, sessions, files and permits. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async () => {
      await callApi(() => api.api.me.$delete(), AUTH_FALLBACKS.deleteAccount);
    },
  });
}
