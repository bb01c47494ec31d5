import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PlantSummary } from '@domain/analysis/types';
import { EFFICIENCY_NAMES } from '@domain/analysis/efficiency';
import { num } from '@domain/format';
import { sortPlants, type PlantSortKey, type SortDirection } from '@domain/views/plant-sort';
import { PlantStatusBadge } from '@web/components/plant-status-badge';
import { plantPath } from '@web/lib/paths';
import { ScrollRegion } from '@web/components/ui/scroll-region';

const COLUMNS: readonly { key: PlantSortKey; label: string; numeric: boolean }[] = [
  { key: 'plant_name', label: 'Plant Name', numeric: false },
  { key: 'fuel_type', label: 'Fuel Type', numeric: false },
  { key: 'total_electricity', label: 'Output (MWh)', numeric: true },
  { key: 'total_emissions', label: 'Emissions (tonnes)', numeric: true },
  { key: 'avg_efficiency', label: `${EFFICIENCY_NAMES.meanHourly} (%)`, numeric: true },
  {
    key: 'energy_weighted_efficiency',
    label: `${EFFICIENCY_NAMES.energyWeighted} (%)`,
    numeric: true,
  },
  { key: 'status', label: 'Status', numeric: false },
];

/**
 * data §2 Plant Status detail table; a column header sorts by it, a second click reverses. A plant's
 * name leads to its page.
 */
export function PlantTable({ plants }: { plants: readonly PlantSummary[] }) {
  const [sort, setSort] = useState<{ key: PlantSortKey; direction: SortDirection } | null>(null);
  const rows = sort ? sortPlants(plants, sort.key, sort.direction) : plants;
  const sortBy = (key: PlantSortKey) =>
    setSort((s) => ({
      key,
      direction: s?.key === key && s.direction === 'ascending' ? 'descending' : 'ascending',
    }));

  return (
    <ScrollRegion label="Plant details table">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">
          Plants with output, emissions, mean hourly and energy-weighted efficiency and status; the
          column headers sort the table
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            {COLUMNS.map((c) => {
              const direction = sort?.key === c.key ? sort.direction : null;
              const Icon =
                direction === 'ascending'
                  ? ArrowUp
                  : direction === 'descending'
                    ? ArrowDown
                    : ArrowUpDown;
              return (
                <th
                  key={c.key}
                  scope="col"
                  aria-sort={direction ?? 'none'}
                  className={`px-3 py-2 font-semibold ${c.numeric ? 'text-right' : ''}`}
                >
                  <button
                    type="button"
                    onClick={() => sortBy(c.key)}
                    className={`inline-flex items-center gap-1 whitespace-nowrap rounded hover:text-slate-900 ${c.numeric ? 'flex-row-reverse' : ''}`}
                  >
                    {c.label}
                    <Icon
                      className={`h-3.5 w-3.5 ${direction ? 'text-slate-900' : 'text-slate-400'}`}
                      aria-hidden="true"
                    />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((p) => (
            <tr key={p.plant_id}>
              <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                <Link to={plantPath(p.plant_id)} className="text-brand-700 hover:underline">
                  {p.plant_name}
                </Link>
              </th>
              <td className="px-3 py-2 text-slate-700">{p.fuel_type}</td>
              <td className="px-3 py-2 text-right tabular-nums">{num(p.total_electricity)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{num(p.total_emissions)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{num(p.avg_efficiency, 1)}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                {p.energy_weighted_efficiency === null
                  ? 'n/a'
                  : num(p.energy_weighted_efficiency, 1)}
              </td>
              <td className="px-3 py-2">
                <PlantStatusBadge status={p.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
