import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { callApi } from '@web/lib/call-api';
import { queryKeys } from '@web/lib/query-keys';
import type { GapReason } from '@web/lib/get-quality';

export const MSG_CLASSIFY_FAILED = 'Failed to save the reason of the gap';

export interface GapClassification {
  plant_id: number;
  from: string;
  to: string;
  /** null: not classified (the classification is removed). */
  reason: GapReason | null;
}

/**
 * Classifies a gap (PUT) or removes its reason (DELETE). The ETS year's substitute and the
 * analyses read the reasons, so they are fetched again with the quality.
 */
export function useClassifyGap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reason, ...gap }: GapClassification) =>
      callApi(
        () =>
          reason
            ? api.api.quality.gaps.$put({ json: { ...gap, reason } })
            : api.api.quality.gaps.$delete({ json: gap }),
        MSG_CLASSIFY_FAILED,
      ),
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.analysis.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.ets.all() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.quality.all() });
    },
  });
}
