import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Permission } from '@domain/access/roles';
import { api } from './api-client';
import { callApiJson, type SuccessBody } from './call-api';
import { queryKeys } from './query-keys';

export type Me = SuccessBody<Awaited<ReturnType<typeof api.api.me.$get>>>;
export type ActiveOrganisation = Me['organisation'];

const MSG_ME_LOAD_FAILED = 'Failed to load your account';

export const meQuery = () =>
  queryOptions({
    queryKey: queryKeys.me(),
    queryFn: () => callApiJson(() => api.api.me.$get(), MSG_ME_LOAD_FAILED),
  });

/** The organisation the signed-in user acts in, with their role there; undefined until read. */
export function useOrganisation(): ActiveOrganisation | undefined {
  return useQuery(meQuery()).data?.organisation;
}

/**
 * Whether the member's role allows an action (issue 28 §1): screens hide or disable what it does
 * not. True until the role is known: the server refuses what the role does not allow anyway.
 */
export function useCan(permission: Permission): boolean {
  return useOrganisation()?.permissions.includes(permission) ?? true;
}
