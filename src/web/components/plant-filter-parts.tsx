// Issue 34 §6: the scope bar's plant filter. A fleet the analysis answer lists whole is ticked off
// in a list; a larger one (the answer names at most 1,000 plants) is searched by name on the server,
// a ticked plant being one shown.
import { useQuery } from '@tanstack/react-query';
import { Factory } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useLoadedData } from '../lib/loaded-data';
import { plantSearchQuery } from '../lib/plant-search-query';
import { controlClasses } from './ui/field-frame';

interface PlantName {
  plant_id: number;
  plant_name: string;
}

const selectClasses = `${controlClasses(undefined)} h-[34px] py-0`;

/** The filter's summary ("All plants (N)", "n of N plants") opening its panel of plants. */
export function PlantFilterFrame({ total, children }: { total: number; children: ReactNode }) {
  const { scope, setPlants } = useLoadedData();
  const chosen = scope?.plants.length ?? 0;
  const count = total.toLocaleString('en-US');
  return (
    <details className="relative">
      <summary
        className={`${selectClasses} flex cursor-pointer list-none items-center gap-1.5 whitespace-nowrap`}
      >
        <Factory className="h-4 w-4 text-slate-500" aria-hidden="true" />
        <span className="sr-only">Plants: </span>
        {chosen === 0 ? `All plants (${count})` : `${chosen} of ${count} plants`}
      </summary>
      <fieldset className="absolute left-0 z-30 mt-1 max-h-72 w-64 overflow-y-auto rounded-md border border-slate-200 bg-white p-3 shadow-lg">
        <legend className="sr-only">Plants shown</legend>
        <button
          type="button"
          className="mb-2 text-xs font-medium text-brand-700 underline disabled:text-slate-400 disabled:no-underline"
          disabled={chosen === 0}
          onClick={() => setPlants([])}
        >
          Show every plant
        </button>
        {children}
      </fieldset>
    </details>
  );
}

/** One plant of the filter, labelled by its name. */
export function PlantCheckbox({
  plant,
  checked,
  disabled = false,
  onChange,
}: {
  plant: PlantName;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <li>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="h-4 w-4 rounded border-slate-300 text-brand-700"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
        />
        {plant.plant_name}
      </label>
    </li>
  );
}

/**
 * The filter of a fleet larger than the answer lists: the plants shown (ticked) and those a search
 * by name finds; no plant ticked shows every plant.
 */
export function FleetPlantFilter({ known, total }: { known: readonly PlantName[]; total: number }) {
  const { scope, setPlants } = useLoadedData();
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  const found = useQuery(plantSearchQuery(text));
  const chosen = scope?.plants ?? [];
  const names = new Map([...known, ...(found.data?.plants ?? [])].map((p) => [p.plant_id, p]));
  const shown = chosen.map((id) => names.get(id) ?? { plant_id: id, plant_name: `Plant ${id}` });
  const others = (found.data?.plants ?? []).filter((p) => !chosen.includes(p.plant_id));
  const toggle = (id: number, on: boolean) =>
    setPlants((on ? [...chosen, id] : chosen.filter((p) => p !== id)).sort((a, b) => a - b));
  const search = (event: FormEvent) => {
    event.preventDefault();
    setText(typed.trim());
  };
  return (
    <PlantFilterFrame total={total}>
      <form onSubmit={search} className="mb-2 flex gap-1" role="search">
        <label htmlFor="scope-plant-search" className="sr-only">
          Find a plant
        </label>
        <input
          id="scope-plant-search"
          type="search"
          maxLength={100}
          value={typed}
          placeholder="Plant name"
          onChange={(e) => setTyped(e.target.value)}
          className={`${selectClasses} min-w-0 flex-1`}
        />
        <button type="submit" className="text-xs font-medium text-brand-700 underline">
          Find
        </button>
      </form>
      {found.isError && <p className="text-xs text-red-700">{found.error.message}</p>}
      {found.data && found.data.plantCount > found.data.plants.length && (
        <p className="text-xs text-slate-600">
          {found.data.plants.length} of {found.data.plantCount.toLocaleString('en-US')} found
          listed: type more of the name.
        </p>
      )}
      {found.data?.plantCount === 0 && <p className="text-xs text-slate-600">No plant found.</p>}
      <ul className="space-y-1">
        {[...shown, ...others].map((p) => (
          <PlantCheckbox
            key={p.plant_id}
            plant={p}
            checked={chosen.includes(p.plant_id)}
            onChange={(on) => toggle(p.plant_id, on)}
          />
        ))}
      </ul>
    </PlantFilterFrame>
  );
}
