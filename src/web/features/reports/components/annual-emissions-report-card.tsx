import { useState } from 'react';
import { lastEndedYear } from '@domain/report/annual-emissions-report';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { SelectField } from '@web/components/ui/select-field';
import { useDownloadAnnualEmissionsReport } from '../api/download-report';

/**
 * Issue 38: the annual emissions report to the competent authority of a year of the whole history,
 * chosen among the years with data (first the last one ended), as an Excel workbook or JSON.
 */
export function AnnualEmissionsReportCard({
  years,
  currentYear = new Date().getFullYear(),
}: {
  years: readonly number[];
  currentYear?: number;
}) {
  const [year, setYear] = useState(() => lastEndedYear(years, currentYear)!);
  const download = useDownloadAnnualEmissionsReport();
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-slate-900">Annual emissions report</h2>
      <p className="text-sm text-slate-600">
        The EU ETS annual emissions report of a year, from the whole history: installation and
        operator, permit number and monitoring plan version, each plant&apos;s source streams with
        their activity data, factors, tiers and CO2, the valid and substituted hours of each
        measured source, data gaps and their substitution, reported and verified totals and the
        verifier&apos;s statement. A locked year states its kept figures.
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
