import { hoursShare } from '@domain/coverage/plant-coverage';
import { count, num, pct } from '@domain/format';
import type { PlantQuality } from '@web/lib/get-quality';
import { rangeDays, readingDays } from '@domain/coverage/day-states';
import { CoverageStrip } from './coverage-strip';
import { GapList } from './gap-list';
import { FlaggedHourList } from './flagged-hour-list';
import { PartialHourList } from './partial-hour-list';

/**
 * One plant's coverage in a range: its figures, its days as a strip, its repeated hours, its gaps,
 * the hours left out as partial and the hours kept but flagged.
 */
export function PlantCoverage({
  plant,
  range,
}: {
  plant: PlantQuality;
  range: { from: string | null; to: string | null };
}) {
  const share = hoursShare(plant.hours_present, plant.hours_expected) * 100;
  const readings = readingDays(plant);
  const span = rangeDays(readings, range);
  return (
    <div className="space-y-4">
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-slate-600">Hours</dt>
          <dd className="font-semibold text-slate-900">
            {num(plant.hours_present)} present of {num(plant.hours_expected)} expected ({pct(share)}
            )
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Operating hours</dt>
          <dd className="font-semibold text-slate-900">
            {num(plant.hours_operating)} operating, {num(plant.hours_not_operating)} not operating,{' '}
            {num(plant.hours_missing)} missing
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Days</dt>
          <dd className="font-semibold text-slate-900">
            {num(plant.days_with_data)} with data of {num(plant.days_in_range)} in range
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Repeated hours</dt>
          <dd className="font-semibold text-slate-900">
            {plant.duplicate_hours === 0
              ? 'None'
              : `${count(plant.duplicate_hours, 'hour')} repeated in a file: the later row counts`}
          </dd>
        </div>
      </dl>
      {plant.days_daily > 0 && (
        <p className="rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900">
          Daily data for {count(plant.days_daily, 'day')}: each holds a daily file’s totals, so its
          hours count whole (operating or not) and no hour of it is known.
        </p>
      )}
      {span && <CoverageStrip span={span} readings={readings} gaps={plant.gaps} />}
      <div>
        <h3 className="mb-2 text-sm font-semibold text-slate-900">
          Gaps ({num(plant.gaps.length)})
        </h3>
        <GapList plantId={plant.plant_id} plantName={plant.plant_name} gaps={plant.gaps} />
      </div>
      <PartialHourList plantName={plant.plant_name} partial={plant.partial_hours} />
      <FlaggedHourList plant={plant} />
    </div>
  );
}
