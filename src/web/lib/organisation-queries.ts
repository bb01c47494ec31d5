import { queryOptions } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { authClient, type AuthResult } from './auth-client';
import { queryKeys } from './query-keys';

export const MSG_MEMBERS_LOAD_FAILED = 'Failed to load the members';
export const MSG_ORGANISATIONS_LOAD_FAILED = 'Failed to load your organisations';

/** The data of an auth call, or its refusal thrown as an ApiError (for queries, which show their own message). */
export async function dataOf<T>(run: Promise<AuthResult<T>>): Promise<T> {
  const result = await run;
  if (result.error) {
    const { status, code = '', message = 'refused' } = result.error;
    throw new ApiError(status, code, message);
  }
  return result.data;
}

/** The organisations the user belongs to. */
export const organisationsQuery = () =>
  queryOptions({
    queryKey: queryKeys.organisations(),
    queryFn: () => dataOf(authClient.organisation.list()),
  });

/** The organisation's members, and its invitations still pending. */
export const membersQuery = (orgId: string) =>
  queryOptions({
    queryKey: queryKeys.members(orgId),
    queryFn: async () => {
      const [members, invitations] = await Promise.all([
        dataOf(authClient.organisation.listMembers(orgId)),
        dataOf(authClient.organisation.listInvitations(orgId)),
      ]);
      return {
        members: members.members,
        pending: invitations.filter((i) => i.status === 'pending'),
      };
    },
  });
