import { useCan } from '@web/lib/use-organisation';
import { useState } from 'react';
import { num } from '@domain/format';
import { Button } from '@web/components/ui/button';
import { controlClasses } from '@web/components/ui/field-frame';
import { useClassifyGap } from '../api/classify-gap';
import type { Gap, GapReason } from '@web/lib/get-quality';
import { REASON_LABELS, utcDateTime } from '../lib/gap-text';

const NONE = 'none';

/** One gap of a plant: its span, its hours, and its reason, which the user can change. */
export function GapRow({ plantId, gap }: { plantId: number; gap: Gap }) {
  const editData = useCan('edit_data');
  const saved = gap.reason ?? NONE;
  const [chosen, setChosen] = useState<GapReason | typeof NONE>(saved);
  const classify = useClassifyGap();
  const from = utcDateTime(gap.from);
  const to = utcDateTime(gap.to);
  const save = () =>
    classify.mutate({
      plant_id: plantId,
      from: gap.from,
      to: gap.to,
      reason: chosen === NONE ? null : chosen,
    });
  return (
    <tr className="border-t border-slate-100 align-top">
      <td className="py-2 pr-3">
        <span className="whitespace-nowrap">{from}</span> to{' '}
        <span className="whitespace-nowrap">{to}</span>
      </td>
      <td className="py-2 pr-3 text-right">{num(gap.hours)}</td>
      <td className="hidden py-2 pr-3 sm:table-cell">{REASON_LABELS[saved]}</td>
      <td className="py-2">
        <fieldset disabled={!editData} className="flex min-w-0 flex-wrap items-center gap-2">
          <select
            aria-label={`Reason for the gap from ${from} to ${to}`}
            className={`${controlClasses(undefined)} h-[34px] min-w-32 max-w-52 flex-1 py-1`}
            value={chosen}
            onChange={(e) => setChosen(e.target.value as GapReason | typeof NONE)}
          >
            {Object.entries(REASON_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <Button
            variant="secondary"
            className="h-[34px] shrink-0 px-3 py-1"
            disabled={chosen === saved || classify.isPending}
            onClick={save}
            aria-label={`Save the reason for the gap from ${from} to ${to}`}
          >
            Save
          </Button>
        </fieldset>
        {classify.error && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {classify.error.message}
          </p>
        )}
      </td>
    </tr>
  );
}
