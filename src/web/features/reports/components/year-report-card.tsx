import { useId, useState, type ReactNode } from 'react';
import { lastEndedYear } from '@domain/report/annual-emissions-report';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { SelectField } from '@web/components/ui/select-field';

/** A download of one year's report in a format. */
interface YearDownload<F extends string> {
  mutate: (choice: { year: number; format: F }) => void;
  isPending: boolean;
  error: Error | null;
}

/**
 * Issue 38: a report of one year of the whole history (the annual emissions report, ESRS E1-6),
 * chosen among the years with data, first the last one ended: a year still running is no year
 * to report on.
 */
export function YearReportCard<F extends string>({
  title,
  description,
  years,
  currentYear = new Date().getFullYear(),
  formats,
  download,
  buttonLabel,
}: {
  title: string;
  description: ReactNode;
  years: readonly number[];
  currentYear?: number;
  formats: readonly F[];
  download: YearDownload<F>;
  /** The accessible name of a format's button for the chosen year. */
  buttonLabel: (format: F, year: number) => string;
}) {
  const [year, setYear] = useState(() => lastEndedYear(years, currentYear)!);
  const heading = useId();
  // A region named by its title: the screen holds two of these cards, each with its own "Year".
  return (
    <Card className="p-5" role="region" aria-labelledby={heading}>
      <h2 id={heading} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="text-sm text-slate-600">{description}</p>
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
        {formats.map((format) => (
          <Button
            key={format}
            variant="secondary"
            onClick={() => download.mutate({ year, format })}
            disabled={download.isPending}
            aria-label={buttonLabel(format, year)}
          >
            Download {format.toUpperCase()}
          </Button>
        ))}
      </div>
    </Card>
  );
}
