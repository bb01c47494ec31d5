import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { REQUIRED_HEADERS } from '@domain/constants';
import { REGISTER_COUNTRIES } from '@domain/register/countries';
import {
  OPTIONAL_MEASURE_HEADERS,
  READ_MEASURES,
  type OptionalMeasureHeader,
} from '@domain/readings/measures';
import {
  isPowerUnit,
  OPERATING_TIME_UNITS,
  SPEC_UNITS,
  unitsOf,
  type MeasureColumn,
} from '@domain/units/units';
import { SelectField } from '@web/components/ui/select-field';
import { TextField } from '@web/components/ui/text-field';
import type { Guess, GuessNotes } from '../lib/guess-mapping';
import {
  ABSENT,
  FIXED,
  isFixable,
  mayBeAbsent,
  type FixableColumn,
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
  /** The columns given one value for every row, each asked for beside its choice. */
  fixed?: readonly FixableColumn[];
  /** Whether an operating-time column is mapped; without one, what a row of blanks is is asked. */
  operatingTimeMapped?: boolean;
  /** Whether each row is a day's totals: then its measures are energies and masses, never a power. */
  daily?: boolean;
}

/** The words of a column's "one value for every row" choice and of the field asking for it. */
const FIXED_WORDS: Record<FixableColumn, { choice: string; label: string; example: string }> = {
  plant_name: {
    choice: 'One name for every row (not in the file)',
    label: 'Plant name for every row',
    example: 'Harbour CHP',
  },
  fuel_type: {
    choice: 'One fuel for every row (not in the file)',
    label: 'Fuel type for every row',
    example: 'Natural Gas',
  },
};

const SURENESS: Record<Guess['sure'], { label: string; tone: string }> = {
  sure: { label: 'Sure', tone: 'text-emerald-700' },
  likely: { label: 'Likely', tone: 'text-slate-600' },
  ask: { label: 'Confirm', tone: 'font-medium text-amber-800' },
};

/** How sure the proposal is of a column, said beside its choice. */
export function GuessNote({ guess }: { guess: Guess }) {
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
  fixed = [],
  operatingTimeMapped = false,
  daily = false,
}: ColumnFieldsProps) {
  const unitField = (column: MeasureColumn) => (
    <UnitField column={column} register={register} errors={errors} daily={daily} />
  );
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
            className={`grid gap-3 p-3 ${column === 'date' || isFixable(column) ? 'sm:grid-cols-2' : 'sm:grid-cols-[minmax(0,1fr)_10rem]'}`}
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
              {isFixable(column) && <option value={FIXED}>{FIXED_WORDS[column].choice}</option>}
            </SelectField>
            {isFixable(column) && fixed.includes(column) && (
              <TextField
                label={FIXED_WORDS[column].label}
                placeholder={FIXED_WORDS[column].example}
                error={errors.fixed?.[column]?.message}
                {...register(`fixed.${column}`)}
              />
            )}
            {isMeasure(column) && unitField(column)}
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
        {OPTIONAL_MEASURE_HEADERS.map((column) => (
          <li key={column} className="grid gap-3 p-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
            <SelectField
              label={column}
              hint={`Optional: the ${nameOf(column)} emitted, as a mass; not reported when the file has no such column.`}
              error={errors.columns?.[column]?.message}
              {...register(`columns.${column}`)}
            >
              <option value="">None: not in the file</option>
              {options}
            </SelectField>
            {unitField(column)}
            {notes[column] && <GuessNote guess={notes[column]} />}
          </li>
        ))}
        <li className="grid gap-3 p-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
          <SelectField
            label="Country of every plant (not in the file)"
            hint="Optional: declared in the plant register of the plants an upload first brings without a country; it decides their assumed EU ETS scope."
            error={errors.fixed?.country?.message}
            {...register('fixed.country')}
          >
            <option value="">None: as the plant register assumes</option>
            {REGISTER_COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </SelectField>
        </li>
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
            hint={
              daily
                ? 'Optional: how long the unit ran each day; a day run 0 is off, not missing.'
                : 'Optional: how much of each hour the unit ran; an hour run 0 is off, not missing.'
            }
            error={errors.columns?.operating_time?.message}
            {...register('columns.operating_time')}
          >
            <option value="">None: not in the file</option>
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
          {!operatingTimeMapped && (
            <SelectField
              label="A row of blank measures"
              hint={`What ${daily ? 'a day' : 'an hour'} whose every measure is blank is: a gap (substituted in the ETS year), or ${daily ? 'a day' : 'an hour'} the plant was off.`}
              error={errors.empty?.message}
              {...register('empty')}
            >
              <option value="missing">Missing: a gap</option>
              <option value="not_operating">Not operating: off</option>
            </SelectField>
          )}
        </li>
      </ul>
    </fieldset>
  );
}

interface UnitFieldProps {
  column: MeasureColumn;
  register: UseFormRegister<MappingValues>;
  errors: FieldErrors<MappingValues>;
  daily: boolean;
}

/** A measure's unit: those of its kind, and power only for readings (a day's total is energy). */
function UnitField({ column, register, errors, daily }: UnitFieldProps) {
  return (
    <SelectField
      label="Unit"
      aria-label={`Unit of ${column}`}
      error={errors.units?.[column]?.message}
      {...register(`units.${column}`)}
    >
      {unitsOf(column)
        .filter((unit) => !(daily && isPowerUnit(unit)))
        .map((unit) => (
          <option key={unit} value={unit}>
            {isPowerUnit(unit) ? `${unit} (power)` : unit}
          </option>
        ))}
    </SelectField>
  );
}

/** What an optional measure is called in a sentence: its pollutant's formula. */
function nameOf(column: OptionalMeasureHeader): string {
  const measure = READ_MEASURES.find((m) => m.header === column);
  return measure && 'pollutant' in measure ? measure.pollutant : column;
}

/**
 * What the figures say when the column is not in the file (issue 27): a gas not reported is
 * estimated from the plant's fuel type (issue 38), or stays not reported when none names a fuel.
 */
function absentMeaning(column: SpecColumn): string {
  if (column === 'heat_output_MWh') return 'counts as 0';
  if (column === 'efficiency_percent') return 'derived from the outputs and fuel';
  return 'not reported: estimated from the plant’s fuel type';
}
