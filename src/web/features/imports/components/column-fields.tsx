import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { REQUIRED_HEADERS } from '../../../../domain/core/constants';
import {
  isPowerUnit,
  OPERATING_TIME_UNITS,
  SPEC_UNITS,
  unitsOf,
  type MeasureColumn,
} from '../../../../domain/core/units/units';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { Guess, GuessNotes } from '../lib/guess-mapping';
import {
  ABSENT,
  FIXED,
  mayBeAbsent,
  type MappingValues,
  type SpecColumn,
} from '../lib/mapping-values';

const isMeasure = (column: SpecColumn): column is MeasureColumn & SpecColumn =>
  Object.hasOwn(SPEC_UNITS, column);

export interface ColumnFieldsProps {
  /** The file's headers, as its header line writes them. */
  headers: readonly string[];
  register: UseFormRegister<MappingValues>;
  errors: FieldErrors<MappingValues>;
  /** How sure the first proposal was of each column. */
  notes?: GuessNotes;
  /** Whether the fuel type is one value for every row, asked for beside its choice. */
  fuelFixed?: boolean;
}

const SURENESS: Record<Guess['sure'], { label: string; tone: string }> = {
  sure: { label: 'Sure', tone: 'text-emerald-700' },
  likely: { label: 'Likely', tone: 'text-slate-600' },
  ask: { label: 'Confirm', tone: 'font-medium text-amber-800' },
};

/** How sure the proposal is of a column, said beside its choice. */
function GuessNote({ guess }: { guess: Guess }) {
  const { label, tone } = SURENESS[guess.sure];
  return (
    <p className={`text-xs sm:col-span-2 ${tone}`}>
      {label}: {guess.why}
    </p>
  );
}

/** Each spec column beside a choice of the file's headers, and each measure's unit. */
export function ColumnFields({
  headers,
  register,
  errors,
  notes = {},
  fuelFixed = false,
}: ColumnFieldsProps) {
  const options = headers.map((h) => (
    <option key={h} value={h}>
      {h}
    </option>
  ));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800">
        Which of your file&apos;s columns holds each column of the spec
      </legend>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {REQUIRED_HEADERS.map((column) => (
          <li
            key={column}
            className={`grid gap-3 p-3 ${column === 'date' || column === 'fuel_type' ? 'sm:grid-cols-2' : 'sm:grid-cols-[minmax(0,1fr)_10rem]'}`}
          >
            <SelectField
              label={column}
              error={errors.columns?.[column]?.message}
              {...register(`columns.${column}`)}
            >
              <option value="">Choose a column</option>
              {options}
              {mayBeAbsent(column) && (
                <option value={ABSENT}>Not in the file ({absentMeaning(column)})</option>
              )}
              {column === 'fuel_type' && (
                <option value={FIXED}>One fuel for every row (not in the file)</option>
              )}
            </SelectField>
            {column === 'fuel_type' && fuelFixed && (
              <TextField
                label="Fuel type for every row"
                placeholder="Natural Gas"
                error={errors.fixed?.fuel_type?.message}
                {...register('fixed.fuel_type')}
              />
            )}
            {isMeasure(column) && (
              <SelectField
                label="Unit"
                aria-label={`Unit of ${column}`}
                error={errors.units?.[column]?.message}
                {...register(`units.${column}`)}
              >
                {unitsOf(column).map((unit) => (
                  <option key={unit} value={unit}>
                    {isPowerUnit(unit) ? `${unit} (power)` : unit}
                  </option>
                ))}
              </SelectField>
            )}
            {column === 'date' && (
              <SelectField
                label="Time of day (optional)"
                hint="When the time sits in a column of its own: joined to the date with a space."
                {...register('time_column')}
              >
                <option value="">In the date column</option>
                {options}
              </SelectField>
            )}
            {notes[column] && <GuessNote guess={notes[column]} />}
          </li>
        ))}
        <li className="grid gap-3 p-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
          <SelectField
            label="unit_id"
            hint="Optional: the unit of the plant a row reads; a plant's hour is the sum of its units'."
            error={errors.columns?.unit_id?.message}
            {...register('columns.unit_id')}
          >
            <option value="">None: one unit per plant</option>
            {options}
          </SelectField>
          {notes.unit_id && <GuessNote guess={notes.unit_id} />}
        </li>
        <li className="grid gap-3 p-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
          <SelectField
            label="operating_time"
            hint="Optional: how much of each hour the unit ran; an hour run 0 is off, not missing."
            error={errors.columns?.operating_time?.message}
            {...register('columns.operating_time')}
          >
            <option value="">None: blank measures are missing</option>
            {options}
          </SelectField>
          <SelectField
            label="Unit"
            aria-label="Unit of operating_time"
            error={errors.units?.operating_time?.message}
            {...register('units.operating_time')}
          >
            {(Object.keys(OPERATING_TIME_UNITS) as (keyof typeof OPERATING_TIME_UNITS)[]).map(
              (unit) => (
                <option key={unit} value={unit}>
                  {unit === 'fraction' ? 'fraction (0-1)' : unit}
                </option>
              ),
            )}
          </SelectField>
          {notes.operating_time && <GuessNote guess={notes.operating_time} />}
        </li>
      </ul>
    </fieldset>
  );
}

/** What the figures say when the column is not in the file (issue 27). */
function absentMeaning(column: SpecColumn): string {
  if (column === 'heat_output_MWh') return 'counts as 0';
  if (column === 'efficiency_percent') return 'derived from the outputs and fuel';
  return 'not reported: CO2e then holds CO2 only';
}
