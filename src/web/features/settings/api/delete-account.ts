import { useMutation } from '@tanstack/react-query';
import { AUTH_FALLBACKS } from '../../../../domain/core/auth-messages';
import { api, readJson } from '../../../lib/api-client';

/** Deletes the account with everything in it: user, sessions, files and permits. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async () => {
      const response = await api.api.me.$delete();
      if (!response.ok) await readJson(response, AUTH_FALLBACKS.deleteAccount);
    },
  });
}
