import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { REQUIRED_HEADERS } from '../../../../domain/core/constants';
import { SPEC_UNITS, unitsOf, type MeasureColumn } from '../../../../domain/core/units/units';
import { SelectField } from '../../../components/ui/select-field';
import type { Guess, GuessNotes } from '../lib/guess-mapping';
import { ABSENT, mayBeAbsent, type MappingValues, type SpecColumn } from '../lib/mapping-values';

const isMeasure = (column: SpecColumn): column is MeasureColumn & SpecColumn =>
  Object.hasOwn(SPEC_UNITS, column);

export interface ColumnFieldsProps {
  /** The file's headers, as its header line writes them. */
  headers: readonly string[];
  register: UseFormRegister<MappingValues>;
  errors: FieldErrors<MappingValues>;
  /** How sure the first proposal was of each column. */
  notes?: GuessNotes;
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
export function ColumnFields({ headers, register, errors, notes = {} }: ColumnFieldsProps) {
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
            className={`grid gap-3 p-3 ${column === 'date' ? 'sm:grid-cols-2' : 'sm:grid-cols-[minmax(0,1fr)_10rem]'}`}
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
            </SelectField>
            {isMeasure(column) && (
              <SelectField
                label="Unit"
                aria-label={`Unit of ${column}`}
                error={errors.units?.[column]?.message}
                {...register(`units.${column}`)}
              >
                {unitsOf(column).map((unit) => (
                  <option key={unit} value={unit}>
                    {unit}
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
