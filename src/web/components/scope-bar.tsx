import { CalendarRange } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { effectiveRange, parseScopeFilter } from '@domain/history/date-range';
import { useLoadedData } from '../lib/loaded-data';
import { historyName, scopeValue, spanOf } from '../lib/scope-params';
import { presetsFor } from '@domain/history/range-presets';
import { formatRange, localToday } from '../lib/scope-presets';
import { Button } from './ui/button';
import { FleetPlantFilter, PlantCheckbox, PlantFilterFrame } from './plant-filter-parts';
import { controlClasses } from './ui/field-frame';

const CUSTOM = 'custom';
// py-0! over the control's py-2: in 34 px, 8 px above and below left the text 16 px, cutting off underscores.
const selectClasses = `${controlClasses(undefined)} h-[34px] py-0!`;
const labelClasses = 'block text-xs font-medium text-slate-600';

/**
 * Issue 10: what every data screen shows, under the header: the data (every upload merged, or one
 * file), the range (presets, or two dates) and the plants; with the range shown in words and the
 * scope's message when the range holds nothing. Everything chosen here lives in the URL.
 */
export function ScopeBar() {
  const loaded = useLoadedData();
  const { scope, files, available, analysis } = loaded;
  const [customOpen, setCustomOpen] = useState(false);
  if (!scope || files.length === 0) return null;

  const inScope = scope.source === 'file' ? files.filter((f) => f.id === scope.fileId) : files;
  const span = available ?? spanOf(inScope);
  const presets = presetsFor(span, localToday());
  const known = presets.some((p) => p.id === scope.preset);
  const rangeValue = customOpen || !known ? CUSTOM : scope.preset;
  // The days shown: the range asked for, its open ends (or no range) taking the data's ends.
  const shownRange = effectiveRange(scope, span);
  const rangeChosen = scope.from !== null || scope.to !== null;
  const message = analysis?.scope?.message ?? null;
  const showing = scope.source !== 'none';

  const choosePreset = (id: string) => {
    if (id === CUSTOM) {
      setCustomOpen(true);
      return;
    }
    const preset = presets.find((p) => p.id === id);
    if (!preset) return;
    setCustomOpen(false);
    loaded.setRange(preset.id, preset.range);
  };

  return (
    <section
      aria-label="Data shown"
      className="border-b border-slate-200 bg-slate-50 px-4 py-2 sm:px-6"
    >
      <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
        <div className="min-w-0">
          <label htmlFor="scope-source" className={labelClasses}>
            Data
          </label>
          <select
            id="scope-source"
            // Wide enough for a generated file name (demo_data_2025-01-01_to_2026-11-27.csv) at 1280 px.
            className={`${selectClasses} max-w-full sm:max-w-[26rem]`}
            value={scopeValue(scope)}
            onChange={(e) => {
              setCustomOpen(false);
              loaded.setSource(e.target.value);
            }}
          >
            {scope.source === 'none' && <option value="none">No data (cleared)</option>}
            <option value="all">{historyName(files.length)}</option>
            {files.map((f) => (
              <option key={f.id} value={f.id}>
                {f.fileName}
              </option>
            ))}
            {scope.source === 'file' && !files.some((f) => f.id === scope.fileId) && (
              <option value={scope.fileId!}>File not found</option>
            )}
          </select>
        </div>
        {showing && (
          <>
            <div>
              <label htmlFor="scope-range" className={labelClasses}>
                Range
              </label>
              <select
                id="scope-range"
                className={selectClasses}
                value={rangeValue}
                onChange={(e) => choosePreset(e.target.value)}
              >
                {presets.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.label}
                  </option>
                ))}
                <option value={CUSTOM}>Custom range</option>
              </select>
            </div>
            {rangeValue === CUSTOM && (
              <CustomRange
                // A new range shown starts the fields again from it.
                key={`${scope.from ?? ''}|${scope.to ?? ''}`}
                initial={shownRange}
                onApply={(chosen) => {
                  setCustomOpen(false);
                  loaded.setRange(CUSTOM, chosen);
                }}
              />
            )}
            <PlantFilter />
            <p className="flex items-center gap-1.5 pb-1.5 text-sm text-slate-700">
              <CalendarRange className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
              <span>
                <span className="sr-only">Range shown: </span>
                {!shownRange
                  ? 'All of the data'
                  : rangeChosen
                    ? formatRange(shownRange)
                    : `All of the data: ${formatRange(shownRange)}`}
              </span>
            </p>
          </>
        )}
      </div>
      {message && (
        <p role="status" className="mt-1 text-sm font-medium text-amber-800">
          {message}
        </p>
      )}
    </section>
  );
}

function CustomRange({
  initial,
  onApply,
}: {
  initial: { from: string; to: string } | null;
  onApply: (range: { from: string; to: string }) => void;
}) {
  const [from, setFrom] = useState(initial?.from ?? '');
  const [to, setTo] = useState(initial?.to ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to) return setProblem('Choose the first and the last day');
    // The domain's check, as the server makes it: a real date each, and not reversed.
    const checked = parseScopeFilter({ from, to });
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    onApply({ from, to });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label="Custom range">
      <DateInput id="scope-from" label="From" value={from} onChange={setFrom} problem={problem} />
      <DateInput id="scope-to" label="To" value={to} onChange={setTo} problem={problem} />
      <Button type="submit" variant="secondary" className="h-[34px] px-3 py-1">
        Apply
      </Button>
      {problem && (
        <p id="scope-range-problem" role="alert" className="w-full text-sm text-red-700">
          {problem}
        </p>
      )}
    </form>
  );
}

/**
 * The plants of the scope as checkboxes; none unticked means every plant (no `plant` in the URL). A
 * fleet larger than the answer lists is searched on the server instead (FleetPlantFilter).
 */
function PlantFilter() {
  const { available, scope, setPlants } = useLoadedData();
  // A click shows at once: the address (and so `scope`) changes in a navigation that may land a
  // render later. What the address says replaces it as soon as it does.
  const [clicked, setClicked] = useState<{ for: string; plants: number[] } | null>(null);
  const plants = available?.plants ?? [];
  const total = available?.plantCount ?? plants.length;
  if (!scope || total < 2) return null;
  if (total > plants.length) return <FleetPlantFilter known={plants} total={total} />;
  const all = plants.map((p) => p.plant_id);
  const inAddress = scope.plants.join(',');
  const chosen =
    clicked?.for === inAddress ? clicked.plants : scope.plants.length === 0 ? all : scope.plants;
  const toggle = (id: number, on: boolean) => {
    const next = (on ? [...chosen, id] : chosen.filter((p) => p !== id)).sort((a, b) => a - b);
    setClicked({ for: inAddress, plants: next });
    // Every plant ticked is no filter at all.
    setPlants(all.every((p) => next.includes(p)) ? [] : next);
  };
  return (
    <PlantFilterFrame total={total}>
      <ul className="space-y-1">
        {plants.map((p) => {
          const on = chosen.includes(p.plant_id);
          return (
            <PlantCheckbox
              key={p.plant_id}
              plant={p}
              checked={on}
              // The last plant ticked stays: no plant at all would show nothing.
              disabled={on && chosen.length === 1}
              onChange={(checked) => toggle(p.plant_id, checked)}
            />
          );
        })}
      </ul>
    </PlantFilterFrame>
  );
}

/** One end of the custom range: a labelled date input, described by the range's problem if any. */
function DateInput({
  id,
  label,
  value,
  onChange,
  problem,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem: string | null;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={selectClasses}
        aria-describedby={problem ? 'scope-range-problem' : undefined}
      />
    </div>
  );
}
