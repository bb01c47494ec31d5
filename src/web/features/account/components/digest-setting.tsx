import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SelectField } from '@web/components/ui/select-field';
import { digestQuery, type DigestFrequency } from '@web/lib/alerts-query';
import { api } from '@web/lib/api-client';
import { callApiJson } from '@web/lib/call-api';
import { errorMessage } from '@web/lib/error-message';
import { queryKeys } from '@web/lib/query-keys';

const MSG_DIGEST_SAVE_FAILED = 'Saving the digest setting failed. Try again.';

const CHOICES: Record<DigestFrequency, string> = {
  weekly: 'Weekly (Mondays)',
  daily: 'Daily',
  off: 'Off',
};

/** The member's e-mail digest of the organisation's alerts (issue 28 §4). */
export function DigestSetting({ organisation }: { organisation: string }) {
  const queryClient = useQueryClient();
  const digest = useQuery(digestQuery());
  const save = useMutation({
    mutationFn: (frequency: DigestFrequency) =>
      callApiJson(() => api.api.digest.$put({ json: { frequency } }), MSG_DIGEST_SAVE_FAILED),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.digest(), saved),
  });
  return (
    <SelectField
      label="E-mail digest of the alerts"
      value={digest.data?.frequency ?? 'weekly'}
      disabled={!digest.data || save.isPending}
      onChange={(e) => save.mutate(e.target.value as DigestFrequency)}
      hint={`Deadlines, allowances, missing hours and refused changes of ${organisation}, when there are any.`}
      error={save.error ? errorMessage(save.error, MSG_DIGEST_SAVE_FAILED) : undefined}
      className="max-w-md"
    >
      {Object.entries(CHOICES).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </SelectField>
  );
}
