import { VALID_HOUR_SHARE } from '@domain/imports/hour-rollup';
import { num } from '@domain/format';
import type { PlantQuality } from '@web/lib/get-quality';
import { utcDateTime } from '../lib/gap-text';

/**
 * Issue 27 §2: a plant's hours left out as missing for holding too few of their readings (MRR
 * Art. 44), each with its count; the server lists the first of them and counts them all.
 */
export function PartialHourList({
  plantName,
  partial,
}: {
  plantName: string;
  partial: PlantQuality['partial_hours'];
}) {
  if (partial.total === 0) return null;
  return (
    <div>
      <h3 className="mb-1 text-sm font-semibold text-slate-900">
        Partial hours ({num(partial.total)})
      </h3>
      <p className="mb-2 text-sm text-slate-600">
        Left out as missing: under {num(VALID_HOUR_SHARE * 100)} % of their readings. Each is one of
        the gaps above.
      </p>
      <ul aria-label={`Partial hours of ${plantName}`} className="space-y-1 text-sm text-slate-800">
        {partial.first.map((h) => (
          <li key={h.hour}>
            {utcDateTime(h.hour)} UTC: {num(h.readings)} of {num(h.expected)} readings
          </li>
        ))}
      </ul>
      {partial.total > partial.first.length && (
        <p className="mt-2 text-sm text-slate-600">
          The first {num(partial.first.length)} of {num(partial.total)} are listed.
        </p>
      )}
    </div>
  );
}
