import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import type { Gap } from '@web/lib/get-quality';
import { GapRow } from './gap-row';
import { ScrollRegion } from '@web/components/ui/scroll-region';

/** A long list shows its first gaps until the user asks for all. */
const FIRST_GAPS = 20;

/**
 * A plant's gaps (UTC), each with a way to say why the data is missing; narrow enough for a phone
 * that the Classify column is on screen, not past the table's right edge.
 */
export function GapList({
  plantId,
  plantName,
  gaps,
}: {
  plantId: number;
  plantName: string;
  gaps: readonly Gap[];
}) {
  const [all, setAll] = useState(false);
  if (gaps.length === 0) return <p className="text-sm text-slate-600">No gaps in this range.</p>;
  const shown = all ? gaps : gaps.slice(0, FIRST_GAPS);
  return (
    <ScrollRegion label={`Gaps of ${plantName}`}>
      <table className="w-full text-left text-sm text-slate-800">
        <caption className="sr-only">Gaps of {plantName}</caption>
        <thead className="text-xs text-slate-600">
          <tr>
            <th scope="col" className="pb-1 pr-3 font-medium">
              Gap (UTC)
            </th>
            <th scope="col" className="pb-1 pr-3 text-right font-medium">
              Hours
            </th>
            {/* On a phone the Classify select, which starts at the saved reason, stands for it. */}
            <th scope="col" className="hidden pb-1 pr-3 font-medium sm:table-cell">
              Reason
            </th>
            <th scope="col" className="pb-1 font-medium">
              Classify
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((g) => (
            // A saved reason changes the row's key, so its select starts again from it.
            <GapRow key={`${g.from}|${g.reason ?? ''}`} plantId={plantId} gap={g} />
          ))}
        </tbody>
      </table>
      {gaps.length > shown.length && (
        <Button variant="ghost" className="mt-2 px-2 py-1" onClick={() => setAll(true)}>
          Show all {gaps.length} gaps
        </Button>
      )}
    </ScrollRegion>
  );
}
