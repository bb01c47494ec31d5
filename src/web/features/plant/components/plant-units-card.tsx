import { num } from '@domain/format';
import { PlantSection } from '@web/components/plant-section';
import { ScrollRegion } from '@web/components/ui/scroll-region';
import type { PlantQuality } from '@web/lib/get-quality';
import { usePlantAnalysis } from '@web/lib/use-plant-analysis';

/** One row of the table: a unit's figures and hours, or the plant's; null: not known in the range. */
interface UnitRow {
  electricity: number | null;
  emissions: number | null;
  fuel: number | null;
  operating: number | null;
  notOperating: number | null;
  missing: number | null;
  gaps: number | null;
}

const HEADINGS = [
  'Electricity (MWh)',
  'CO2 (t)',
  'Fuel (MWh)',
  'Operating (h)',
  'Not operating (h)',
  'Missing (h)',
  'Gaps',
];

/**
 * Issue 36 "units below plants": each unit's output, CO2, fuel and hours in the range chosen above,
 * and the plant's own figures below them. A plant whose files name no units is its own one unit:
 * it shows no table.
 */
export function PlantUnitsCard({
  plantId,
  coverage,
}: {
  plantId: number;
  coverage: PlantQuality | null;
}) {
  const { pending, analysis } = usePlantAnalysis(plantId);
  // The daily emissions card below says it is loading, or why the range holds nothing of the plant.
  if (pending || !analysis) return null;
  const figures = analysis.plants.find((p) => p.plant_id === plantId)?.units ?? [];
  const hours = coverage?.units ?? [];
  const ids = [...new Set([...figures, ...hours].map((u) => u.unit_id))].sort();
  if (!ids.some((id) => id !== '')) return null;

  const rows = ids.map((id): [string, UnitRow] => {
    const f = figures.find((u) => u.unit_id === id);
    const h = hours.find((u) => u.unit_id === id);
    return [
      id,
      {
        electricity: f?.total_electricity ?? null,
        emissions: f?.total_emissions ?? null,
        fuel: f?.total_fuel ?? null,
        operating: h?.hours_operating ?? null,
        notOperating: h?.hours_not_operating ?? null,
        missing: h?.hours_missing ?? null,
        gaps: h?.gaps.length ?? null,
      },
    ];
  });
  const { kpis } = analysis;
  const plant: UnitRow = {
    electricity: kpis.totalElectricity,
    emissions: kpis.totalEmissions,
    fuel: kpis.totalFuelConsumption,
    operating: coverage?.hours_operating ?? null,
    notOperating: coverage?.hours_not_operating ?? null,
    missing: coverage?.hours_missing ?? null,
    gaps: coverage?.gaps.length ?? null,
  };
  const caption = `Units of ${coverage?.plant_name ?? analysis.plants[0]?.plant_name ?? `plant ${plantId}`}`;

  return (
    <PlantSection title="Units">
      <p className="text-sm text-slate-600">
        The plant&apos;s figures are the sums of its units&apos;. Its hours count each hour once:
        missing when any unit lacks its reading, not operating only when none of them ran.
      </p>
      <p className="text-xs text-slate-500 lg:hidden">
        Scroll the table sideways for every column.
      </p>
      <ScrollRegion label={caption}>
        <table className="w-full min-w-[44rem] text-left text-sm [&_td]:whitespace-nowrap [&_th]:whitespace-nowrap">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Unit
              </th>
              {HEADINGS.map((h) => (
                <th key={h} scope="col" className="px-3 py-2 text-right font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map(([id, row]) => (
              <tr key={id}>
                <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                  {id === '' ? 'Rows without a unit' : id}
                </th>
                <Cells row={row} />
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-200 font-semibold text-slate-900">
            <tr>
              <th scope="row" className="px-3 py-2">
                Plant total
              </th>
              <Cells row={plant} />
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
    </PlantSection>
  );
}

/** A row's figures in the headings' order; a figure not known in the range is a dash. */
function Cells({ row }: { row: UnitRow }) {
  const values = [
    row.electricity,
    row.emissions,
    row.fuel,
    row.operating,
    row.notOperating,
    row.missing,
    row.gaps,
  ];
  return values.map((v, k) => (
    <td key={HEADINGS[k]} className="px-3 py-2 text-right tabular-nums">
      {v === null ? '-' : num(v)}
    </td>
  ));
}
