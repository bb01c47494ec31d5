import { Alert } from '@web/components/ui/alert';
import type { Preview } from '../lib/preview-rows';

/** Cells the spec's CSV holds as text; the others are numbers, shown rounded for reading. */
const TEXT_COLUMNS = new Set<string>(['date', 'plant_name', 'fuel_type', 'unit_id']);
const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });

/** The spec's column as a preview heading: the stored date is UTC, a daily row's its day. */
const heading = (column: string, daily: boolean) =>
  column === 'date' ? (daily ? 'day' : 'date (UTC)') : column;

export interface MappingPreviewProps {
  /** Null while the mapping is incomplete or invalid. */
  preview: Preview | null;
  /** Whether each row is a day's totals. */
  daily?: boolean;
}

/** The first rows of the file as they will be stored, and the rows the mapping cannot read. */
export function MappingPreview({ preview, daily = false }: MappingPreviewProps) {
  return (
    <section aria-labelledby="mapping-preview-title" className="space-y-2">
      <h4 id="mapping-preview-title" className="text-sm font-semibold text-slate-800">
        Preview: the first rows as they will be stored
      </h4>
      {daily && preview !== null && (
        <p className="text-sm text-slate-600">
          Each row is a day&apos;s totals, stored as that day with the hours it operated.
        </p>
      )}
      {preview === null ? (
        <p className="text-sm text-slate-600">
          The preview appears once every column is mapped and the fields below are valid.
        </p>
      ) : (
        <>
          {preview.rows.length > 0 ? (
            <div className="overflow-x-auto rounded-lg border border-slate-200" tabIndex={0}>
              <table className="min-w-full text-xs" aria-labelledby="mapping-preview-title">
                <thead className="bg-slate-50 text-left text-slate-600">
                  <tr>
                    {preview.headers.map((column) => (
                      <th
                        key={column}
                        scope="col"
                        className="whitespace-nowrap px-2 py-1.5 font-medium"
                      >
                        {heading(column, daily)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {preview.rows.map((row, i) => (
                    <tr key={i}>
                      {preview.headers.map((column, k) => (
                        <td
                          key={column}
                          className={`whitespace-nowrap px-2 py-1.5 ${TEXT_COLUMNS.has(column) ? '' : 'text-right tabular-nums'}`}
                        >
                          {TEXT_COLUMNS.has(column) ? row[k] : number.format(Number(row[k]))}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="text-sm text-slate-600">No row of the file&apos;s start could be read.</p>
          )}
          {preview.problems.length > 0 && (
            <Alert tone="warning">
              <p className="font-medium">Rows at the start of the file this mapping cannot read:</p>
              <ul className="mt-1 max-h-40 list-disc space-y-0.5 overflow-y-auto pl-5">
                {preview.problems.map((problem, i) => (
                  <li key={i}>{problem}</li>
                ))}
              </ul>
            </Alert>
          )}
        </>
      )}
    </section>
  );
}
