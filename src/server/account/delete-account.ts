import type { Services } from '../services';

/**
 * Deletes the user with everything of theirs in one transaction (docs/design.md: account deletion
 * leaves nothing), and forgets the sessions read so far, so that none of the user's outlives it.
 */
export async function deleteAccount(
  services: Pick<Services, 'queries' | 'sessions' | 'logger'>,
  userId: string,
): Promise<void> {
  const deleted = await services.queries.userData.deleteAccount(userId);
  services.sessions.forgetAll();
  services.logger.info({ userId, ...deleted }, 'account deleted');
}
