import { useState } from 'react';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { SelectField } from '@web/components/ui/select-field';
import { useDownloadAnnualEmissionsReport } from '../api/download-report';

/**
 * Issue 38: the annual emissions report to the competent authority of a year of the whole history,
 * chosen among the years with data, as an Excel workbook or JSON.
 */
export function AnnualEmissionsReportCard({
  years,
  initialYear,
}: {
  years: readonly number[];
  initialYear: number;
}) {
  const [year, setYear] = useState(years.includes(initialYear) ? initialYear : years.at(-1)!);
  const download = useDownloadAnnualEmissionsReport();
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-slate-900">Annual emissions report</h2>
      <p className="text-sm text-slate-600">
        The EU ETS annual emissions report of a year, from the whole history: installation and
        operator, permit, measured CO2 with valid and substituted hours, data gaps and their
        substitution, reported and verified totals and the verifier&apos;s statement. A locked year
        states its kept figures. Source streams and calculation parameters are not held yet.
      </p>
      <div className="mt-3 max-w-40">
        <SelectField
          label="Year"
          value={year}
          onChange={(e) => setYear(Number(e.target.value))}
          disabled={download.isPending}
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </SelectField>
      </div>
      {download.error && (
        <div className="mt-3">
          <Alert tone="error">{download.error.message}</Alert>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {(['xlsx', 'json'] as const).map((format) => (
          <Button
            key={format}
            variant="secondary"
            onClick={() => download.mutate({ year, format })}
            disabled={download.isPending}
            aria-label={`Download ${format.toUpperCase()}: annual emissions report ${year}`}
          >
            Download {format.toUpperCase()}
          </Button>
        ))}
      </div>
    </Card>
  );
}
