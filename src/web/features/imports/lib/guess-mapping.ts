// The mapping step's first proposal, from the file's header and first rows: headers that name a
// spec column in an obvious way, units written in the headers ("CO2 [kg]"), the decimal comma,
// a date format that reads every sampled timestamp, and whether a row is a reading or a day's
// totals; with how sure each guess is. The user checks and corrects it; a guess marked "ask" is
// one a wrong answer would silently skew.
import { SPEC_HEADERS } from '@domain/constants';
import {
  compileDateFormat,
  readDate,
  readsTimeOfDay,
  type DateFormat,
} from '@domain/imports/date-format';
import { SPEC_UNITS, unitsOf, type MeasureColumn } from '@domain/units/units';
import { firstRowsOf, headersOf, type FileSample } from './file-sample';
import {
  EXTRA_COLUMNS,
  FORM_COLUMNS,
  MEASURE_COLUMNS,
  type FormColumn as Column,
  type MappingValues,
  type Period,
  unitsForPeriod,
} from './mapping-values';

/**
 * What a header holding each column may say, ignoring case, most specific first: "Brennstoffeinsatz"
 * is the fuel consumed before "Brennstoff" can be the fuel type, "Anlagenname" the plant's name
 * before "Anlage" its id.
 */
const CLUES: readonly [Column, RegExp][] = [
  ['CO2_emissions_tonnes', /co2|kohlendioxid/i],
  ['CH4_emissions_kg', /ch4|methan/i],
  ['N2O_emissions_kg', /n2o|lachgas/i],
  // A pollutant's mass, never its rate per fuel (EPA's SO2_RATE) or a column's flag.
  ['SO2_emissions_kg', /^(?!.*(rate|fla?g)).*(so2|schwefeldioxid|sulfur[ _-]?dioxide)/i],
  ['NOx_emissions_kg', /^(?!.*(rate|fla?g)).*(nox|stickoxid|nitrogen[ _-]?oxides)/i],
  // A volume of fuel: in Nm3 (normal cubic metres) or at metered conditions, never one for the
  // other; before the fuel energy and the fuel type, which "Fuel gas (Nm3)" would also match.
  ['fuel_consumption_Nm3', /(^|[^a-z])nm(3|³)|normkubik|normal[ _-]?cubic/i],
  ['fuel_consumption_m3', /(^|[^a-z])m(3|³)(?![a-z])|kubikmeter|cubic[ _-]?met/i],
  // A mass of fuel (coal weighed in t, wood in kg), never a fuel's energy or volume.
  [
    'fuel_consumption_t',
    /^(?!.*(wh|gj|tj|btu|m3|m³))(?=.*(fuel|brennstoff|coal|kohle|lignite|biomass|wood|holz|pellet))(?=.*(\(t\)|\[t\]|[ _]t$|tonne|\btons?\b|\bkg\b|_kg$|mass|gewicht))/i,
  ],
  ['efficiency_percent', /effic|wirkungsgrad|rendement/i],
  // Heat input (EPA's HEAT_INPUT in mmBtu) is the fuel burnt, not heat produced.
  [
    'fuel_consumption_MWh',
    /fuel.*(consum|input|use)|heat[ _-]?input|brennstoff(einsatz|verbrauch)/i,
  ],
  ['electricity_output_MWh', /electric|elektr|strom|gross[ _-]?load|gload|generation/i],
  ['heat_output_MWh', /heat|w(ä|ae)rme|chaleur/i],
  ['fuel_type', /fuel|brennstoff|combustible/i],
  ['plant_name', /name/i],
  // A unit (EPA's UNITID) is below the plant: never its id.
  ['unit_id', /^unit[ _-]?id$|^(unit|block|einheit)$/i],
  ['plant_id', /orispl|plant|anlage|facility|site|\bid\b/i],
  // Before the date, which a "time" may also name.
  ['operating_time', /^(sum_)?op(erating)?[ _-]?(time|hours)|betriebs(zeit|stunden)/i],
  ['date', /date|datum|time|zeit|stamp/i],
];

/** A header that may hold only the time of day, beside a date column, and such a time. */
const TIME_ONLY = /^((op_)?(hour|hr)|time|uhrzeit|zeit|stunde|heure)$/i;
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
  'MM-DD-YYYY H',
  'DD-MM-YYYY H',
  'MM/DD/YYYY H',
  'MM-DD-YYYY',
  'DD-MM-YYYY',
  'MM/DD/YYYY',
  'DD/MM/YYYY',
];
const SPEC_DAY = /^\d{4}-\d{2}-\d{2}$/;
const SPEC_DATE = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** How sure a guess is, and why: the user confirms each, and is asked about some. */
export interface Guess {
  sure: 'sure' | 'likely' | 'ask';
  why: string;
}

export type GuessNotes = Partial<Record<Column | 'period', Guess>>;

const BY_NAME: Guess = { sure: 'sure', why: "The spec's own name" };
const BY_CLUE: Guess = { sure: 'likely', why: 'Guessed from the header: check it' };
const BY_UNIT: Guess = {
  sure: 'likely',
  why: 'A unit below the plant: the plant’s hours add up its units’',
};

/**
 * Each spec column's header: its own name first, then the clues, each header used once; and a
 * header of times of day to join to the date.
 */
function guessColumns(headers: readonly string[], rows: readonly string[][]) {
  const columns = Object.fromEntries(FORM_COLUMNS.map((c) => [c, ''])) as Record<Column, string>;
  const notes: GuessNotes = {};
  const taken = new Set<string>();
  const take = (column: Column, header: string | undefined, note: Guess) => {
    if (header === undefined || columns[column] !== '') return;
    columns[column] = header;
    notes[column] = note;
    taken.add(header);
  };
  for (const column of SPEC_HEADERS) {
    take(
      column,
      headers.find((h) => h.toLowerCase() === column.toLowerCase()),
      BY_NAME,
    );
  }
  // Written exactly: EPA's UNIT_ID is its database key, its UNITID the unit's name.
  for (const column of EXTRA_COLUMNS)
    take(
      column,
      headers.find((h) => h === column),
      BY_NAME,
    );
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
      column === 'unit_id' ? BY_UNIT : BY_CLUE,
    );
  }
  const timeColumn = time !== undefined && columns.date !== '' ? time : '';
  return { columns, timeColumn, notes };
}

/** US exports write "tons" for short tons (2,000 lb); "tonnes" and "metric tons" are t. */
const SHORT_TONS = /\b(short[ _]?)?tons\b/i;
const METRIC_TONS = /metric[ _]?tons/i;
/** A power unit in a header: a load in MW is no energy. */
const POWER = /\((k|M|G)?W\)|\b(k|M|G)W\b/;
/** Pounds, as US exports write them: "SO2_MASS (lbs)". */
const POUNDS = /\blbs?\b/i;

/** A volume in thousands: "1000 Nm3", "Tsd. m3", "kNm3". */
const THOUSANDS = /thousand|tausend|tsd|\b1[.,]?000\b|\bkn?m(3|³)/i;
/** A flow, a volume per hour: a reading of it is its interval's volume only over a whole hour. */
const FLOW = /\/\s?h\b|per[ _-]?hour|pro[ _-]?stunde/i;

/** A volume column's unit: its own quantity (m3 or Nm3), in thousands when the header says so. */
function guessVolumeUnit(spec: string, header: string): { unit: string; ask: string | null } {
  return {
    unit: THOUSANDS.test(header) ? `thousand_${spec}` : spec,
    ask: FLOW.test(header)
      ? 'The header names a flow per hour, not a volume: confirm each row holds its volume'
      : null,
  };
}

/** A unit guessed from a header's words, and what to ask about it (null: nothing). */
function guessUnit(column: MeasureColumn, header: string): { unit: string; ask: string | null } {
  const units = unitsOf(column) as readonly string[];
  if (SPEC_UNITS[column].kind === 'volume') return guessVolumeUnit(SPEC_UNITS[column].unit, header);
  if (SPEC_UNITS[column].kind === 'mass' && SHORT_TONS.test(header) && !METRIC_TONS.test(header)) {
    return {
      unit: 'short_ton',
      ask: '"tons" in a US export are short tons (2,000 lb), not tonnes: confirm the unit',
    };
  }
  const power = POWER.exec(header)?.[0].replace(/[()]/g, '');
  if (SPEC_UNITS[column].kind === 'energy' && power !== undefined) {
    const read = units.includes(power);
    return {
      unit: read ? power : SPEC_UNITS[column].unit,
      ask: read
        ? `The header names a power (${power}): each hour’s energy is the load times the share of the hour operated`
        : `The header names a power (${power}), not an energy: confirm how it is read`,
    };
  }
  if (SPEC_UNITS[column].kind === 'mass' && POUNDS.test(header)) return { unit: 'lb', ask: null };
  const words = header.split(/[^A-Za-z_]+|_/);
  return { unit: words.find((w) => units.includes(w)) ?? SPEC_UNITS[column].unit, ask: null };
}

/**
 * The unit of an operating-time column: the one its header names, else a day's hours, else a
 * fraction of the hour when every sampled value is one (0 to 1), else asked.
 */
function guessOperatingTime(header: string, values: readonly string[], period: Period) {
  if (/min/i.test(header)) return { unit: 'minutes' as const, note: BY_CLUE };
  if (/hour|hrs|sum_op/i.test(header) || period === 'day') {
    return { unit: 'hours' as const, note: BY_CLUE };
  }
  const shares = values.length > 0 && values.every((v) => Number(v) >= 0 && Number(v) <= 1);
  return {
    unit: 'fraction' as const,
    note: shares
      ? { sure: 'likely' as const, why: 'Every value from 0 to 1: the share of each hour operated' }
      : { sure: 'ask' as const, why: 'Confirm whether it counts minutes or hours of each hour' },
  };
}

/** The first format that reads every sampled date, and the others that do too. */
function guessDateFormat(dates: readonly string[]): { format: string; others: string[] } {
  if (dates.length === 0 || dates.every((d) => SPEC_DATE.test(d))) {
    return { format: '', others: [] };
  }
  const reads = (format: string) => {
    const compiled = compileDateFormat(format) as DateFormat;
    return dates.every((d) => readDate(compiled, d) !== null);
  };
  const [format = '', ...others] = DATE_FORMATS.filter(reads);
  return { format, others };
}

/**
 * A day's totals when the dates hold no time and no column holds one (EPA's daily OP_DATE without
 * an OP_HOUR), else readings.
 */
function guessPeriod(dates: readonly string[], format: string, timeColumn: string): Period {
  if (timeColumn !== '' || dates.length === 0) return 'reading';
  if (format === '') return dates.every((d) => SPEC_DAY.test(d)) ? 'day' : 'reading';
  return readsTimeOfDay(compileDateFormat(format) as DateFormat) ? 'reading' : 'day';
}

const BY_DATES_ALONE: Guess = {
  sure: 'likely',
  why: "The dates hold no time and no column holds one: each row a day's totals",
};

/** The browser's own time zone: most exports are in the operator's local time. */
function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * The proposal for a file, and how sure each guess is: `name` is the profile's name to start from
 * (the file's).
 */
export function guessMapping(
  sample: FileSample,
  name: string,
): { values: MappingValues; notes: GuessNotes } {
  const headers = headersOf(sample);
  const rows = firstRowsOf(sample);
  const { columns, timeColumn, notes } = guessColumns(headers, rows);
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
  const written = dates.filter((d) => d.trim() !== '');
  const { format, others } = guessDateFormat(written);
  const period = guessPeriod(written, format, timeColumn);
  if (period === 'day') notes.period = BY_DATES_ALONE;
  const operating = guessOperatingTime(
    columns.operating_time,
    rows.map((r) => cell(columns.operating_time, r)).filter((v) => v.trim() !== ''),
    period,
  );
  const units = { operating_time: operating.unit } as MappingValues['units'];
  if (columns.operating_time !== '') notes.operating_time = operating.note;
  for (const column of MEASURE_COLUMNS) {
    const { unit, ask } = guessUnit(column, columns[column]);
    units[column] = unit;
    if (ask !== null && columns[column] !== '') notes[column] = { sure: 'ask', why: ask };
  }
  if (others.length > 0) {
    notes.date = {
      sure: 'ask',
      why: `The dates read as ${format} and as ${others.join(' or ')}: confirm the date format`,
    };
  }
  const values: MappingValues = {
    name,
    columns,
    time_column: timeColumn,
    units: unitsForPeriod(units, period),
    period,
    fixed: { plant_name: '', fuel_type: '', country: '' },
    empty: 'missing',
    date_format: format,
    timezone: localTimeZone(),
    decimal: decimalComma ? ',' : '.',
    delimiter: '',
    sheet: null,
  };
  return { values, notes };
}
