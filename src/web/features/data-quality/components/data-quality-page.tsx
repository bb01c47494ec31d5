import { Spinner } from '@web/components/ui/spinner';
import { useLoadedData } from '@web/lib/loaded-data';
import { QualityReport } from './quality-report';

/**
 * Issue 26: what the figures rest on, per plant: hours and days present, repeated hours, a strip
 * of the days and the gaps, each of which the user can classify. It covers the range of the scope
 * bar over the whole history (every upload merged, as the ETS year reads it).
 */
export function DataQualityPage() {
  const { scope, loading } = useLoadedData();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Data Quality</h1>
        <p className="text-sm text-slate-600">
          Per plant, the hours your uploads hold against the hours expected, the days with data, the
          hours a file repeated, and the gaps. Say why each gap has no data: the ETS year
          substitutes missing measurements, not hours the plant did not run. This covers all of your
          uploads merged, in the range chosen above. A plant&apos;s days are its local days when its
          time zone is declared in the plant register (23 or 25 hours when the clocks change), else
          the days its files write; times are in UTC.
        </p>
      </div>
      {!scope && loading ? (
        <Spinner label="Auto-loading your data..." className="py-24" />
      ) : (
        <QualityReport from={scope?.from ?? null} to={scope?.to ?? null} />
      )}
    </div>
  );
}
