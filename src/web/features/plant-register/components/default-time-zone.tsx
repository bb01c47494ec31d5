import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TimeZoneOptions } from '@web/components/time-zone-options';
import { SelectField } from '@web/components/ui/select-field';
import { api } from '@web/lib/api-client';
import { callApiJson } from '@web/lib/call-api';
import { errorMessage } from '@web/lib/error-message';
import { queryKeys } from '@web/lib/query-keys';
import { useCan } from '@web/lib/use-organisation';

const MSG_LOAD_FAILED = 'Failed to load the default time zone';
const MSG_SAVE_FAILED = 'Saving the default time zone failed. Try again.';

export const organisationQuery = () => ({
  queryKey: queryKeys.organisation(),
  queryFn: () => callApiJson(() => api.api.organisation.$get(), MSG_LOAD_FAILED),
});

/**
 * Issue 27 §2: the organisation's time zone for its plants without their own. Changing it places
 * their readings on its local days again, as a plant's own zone does.
 */
export function DefaultTimeZone() {
  const queryClient = useQueryClient();
  const organisation = useQuery(organisationQuery());
  const editData = useCan('edit_data');
  const save = useMutation({
    mutationFn: (timezone: string) =>
      callApiJson(
        () => api.api.organisation.timezone.$put({ json: { timezone: timezone || null } }),
        MSG_SAVE_FAILED,
      ),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.organisation(), saved);
      // Every figure may sit on other days now.
      await queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== 'organisation',
      });
    },
  });
  const current = organisation.data?.default_timezone ?? '';
  return (
    <SelectField
      label="Time zone of plants without their own"
      value={current}
      disabled={!organisation.data || !editData || save.isPending}
      onChange={(e) => save.mutate(e.target.value)}
      hint="A plant's own time zone goes first. Without either, a plant's days are the days its files write."
      error={
        organisation.isError
          ? MSG_LOAD_FAILED
          : save.error
            ? errorMessage(save.error, MSG_SAVE_FAILED)
            : undefined
      }
      className="max-w-md"
    >
      <option value="">None: days as the files write them</option>
      <TimeZoneOptions current={current} />
    </SelectField>
  );
}
