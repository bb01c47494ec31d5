// The mapping step's first proposal, from the file's header and first rows: headers that name a
// spec column in an obvious way, units written in the headers ("CO2 [kg]"), the decimal comma,
// and a date format that reads every sampled timestamp. The user checks and corrects it.
import { REQUIRED_HEADERS } from '../../../../domain/core/constants';
import {
  compileDateFormat,
  readDate,
  type DateFormat,
} from '../../../../domain/core/imports/date-format';
import { SPEC_UNITS, unitsOf, type MeasureColumn } from '../../../../domain/core/units/units';
import { firstRowsOf, headersOf, type FileSample } from './file-sample';
import { MEASURE_COLUMNS, type MappingValues, type SpecColumn } from './mapping-values';

/**
 * What a header holding each column may say, ignoring case, most specific first: "Brennstoffeinsatz"
 * is the fuel consumed before "Brennstoff" can be the fuel type, "Anlagenname" the plant's name
 * before "Anlage" its id.
 */
const CLUES: readonly [SpecColumn, RegExp][] = [
  ['CO2_emissions_tonnes', /co2|kohlendioxid/i],
  ['CH4_emissions_kg', /ch4|methan/i],
  ['N2O_emissions_kg', /n2o|lachgas/i],
  ['efficiency_percent', /effic|wirkungsgrad|rendement/i],
  ['fuel_consumption_MWh', /fuel.*(consum|input|use)|heat input|brennstoff(einsatz|verbrauch)/i],
  ['electricity_output_MWh', /electric|elektr|strom|gross load|generation/i],
  ['heat_output_MWh', /heat|w(ä|ae)rme|chaleur/i],
  ['fuel_type', /fuel|brennstoff|combustible/i],
  ['plant_name', /name/i],
  ['plant_id', /plant|anlage|unit|facility|site|\bid\b/i],
  ['date', /date|datum|time|zeit|stamp/i],
];

/** A header that may hold only the time of day, beside a date column, and such a time. */
const TIME_ONLY = /^(hour|hr|time|uhrzeit|zeit|stunde|heure)$/i;
const TIME_OF_DAY = /^\d{1,2}(:\d{2}){0,2}$/;

/** Formats tried on the sampled timestamps, in order; the spec's own (ISO) need none. */
const DATE_FORMATS = [
  'DD.MM.YYYY HH:mm',
  'DD.MM.YYYY HH:mm:ss',
  'D.M.YYYY H:mm',
  'DD/MM/YYYY HH:mm',
  'MM/DD/YYYY HH:mm',
  'YYYY-MM-DD H',
  'YYYY/MM/DD HH:mm',
  'DD.MM.YYYY H',
];
const SPEC_DATE = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Each spec column's header: its own name first, then the clues, each header used once; and a
 * header of times of day to join to the date.
 */
function guessColumns(headers: readonly string[], rows: readonly string[][]) {
  const columns = Object.fromEntries(REQUIRED_HEADERS.map((c) => [c, ''])) as Record<
    SpecColumn,
    string
  >;
  const taken = new Set<string>();
  const take = (column: SpecColumn, header: string | undefined) => {
    if (header === undefined || columns[column] !== '') return;
    columns[column] = header;
    taken.add(header);
  };
  for (const column of REQUIRED_HEADERS) {
    take(
      column,
      headers.find((h) => h.toLowerCase() === column.toLowerCase()),
    );
  }
  const time = headers.find(
    (h, k) =>
      TIME_ONLY.test(h) &&
      !taken.has(h) &&
      rows.length > 0 &&
      rows.every((r) => TIME_OF_DAY.test(r[k] ?? '')),
  );
  if (time !== undefined) taken.add(time);
  for (const [column, clue] of CLUES) {
    take(
      column,
      headers.find((h) => !taken.has(h) && clue.test(h)),
    );
  }
  const timeColumn = time !== undefined && columns.date !== '' ? time : '';
  return { columns, timeColumn };
}

/** The unit a header names ("Strom [kWh]", "co2_kg"), else the spec's. */
function guessUnit(column: MeasureColumn, header: string): string {
  const words = header.split(/[^A-Za-z_]+|_/);
  const units = unitsOf(column) as readonly string[];
  return words.find((w) => units.includes(w)) ?? SPEC_UNITS[column].unit;
}

function guessDateFormat(dates: readonly string[]): string {
  if (dates.length === 0 || dates.every((d) => SPEC_DATE.test(d))) return '';
  const reads = (format: string) => {
    const compiled = compileDateFormat(format) as DateFormat;
    return dates.every((d) => readDate(compiled, d) !== null);
  };
  return DATE_FORMATS.find(reads) ?? '';
}

/** The browser's own time zone: most exports are in the operator's local time. */
function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The proposal for a file: `name` is the profile's name to start from (the file's). */
export function guessMapping(sample: FileSample, name: string): MappingValues {
  const headers = headersOf(sample);
  const rows = firstRowsOf(sample);
  const { columns, timeColumn } = guessColumns(headers, rows);
  const cell = (header: string, row: readonly string[]) => row[headers.indexOf(header)] ?? '';
  const dates =
    columns.date === ''
      ? []
      : rows.map((r) =>
          timeColumn === ''
            ? cell(columns.date, r)
            : `${cell(columns.date, r)} ${cell(timeColumn, r)}`,
        );
  const measures = MEASURE_COLUMNS.map((c) => columns[c]).filter((h) => h !== '');
  const decimalComma =
    sample.delimiter !== ',' &&
    rows.some((r) => measures.some((h) => /^-?\d+,\d+$/.test(cell(h, r))));
  return {
    name,
    columns,
    time_column: timeColumn,
    units: Object.fromEntries(
      MEASURE_COLUMNS.map((c) => [c, guessUnit(c, columns[c])]),
    ) as MappingValues['units'],
    date_format: guessDateFormat(dates.filter((d) => d.trim() !== '')),
    timezone: localTimeZone(),
    decimal: decimalComma ? ',' : '.',
    delimiter: '',
    sheet: null,
  };
}
