import { useMutation } from '@tanstack/react-query';
import { AUTH_FALLBACKS } from '../../../../domain/core/auth-messages';
import { api } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';

/** Deletes the account with everything in it: user, sessions, files and permits. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async () => {
      await callApi(() => api.api.me.$delete(), AUTH_FALLBACKS.deleteAccount);
    },
  });
}
