// Issue 27: a file read through an import profile and checked in one place, as it arrives: the
// profile's reader reads it into hours, handed on as numbers for the spec CSV to be written of them
// (what is stored, see SpecCsvWriter), and each hour is checked as the spec's parser checks that
// CSV's row, as values rather than read again from the text: the same rules, messages and line
// numbers, the values the text reads back to. The upload thread runs it; the server writes.
import { MEASURE_RULES } from '../csv/row-rules';
import { createHoursCellsParser } from '../csv/parse';
import type { CsvCellsResult, CsvRefusal } from '../csv/parse-result';
import type { ParseOptions } from '../csv/rows-parser';
import type { HourRow } from '../csv/read-row';
import type { FlaggedHour } from '../readings/flagged-hours';
import { READING_MEASURES, type PartialHour, type PlantHour } from './hour-rollup';
import { unmappedOptionalColumns, type ImportProfile } from './import-profile';
import { createProfileReader, type BlankCounts } from './read-through-profile';
import { HourPacker, specCell, specNumber, type HourBatch } from './spec-csv-writer';

/** What reading a file through its profile gave once the file ended. */
export interface ProfileRead {
  /** What the profile could not read (every problem counted, the first listed), or null. */
  refusal: CsvRefusal | null;
  /** The hours left out for under 80 % of their readings (MRR Art. 44). */
  partialHours: readonly PartialHour[];
  /** What the file's blank cells and odd rows were taken as. */
  blanks: BlankCounts;
  /** The hours whose derived efficiency passed 100 % (kept at 100 %). */
  flagged: readonly FlaggedHour[];
}

export interface ProfileCheck {
  /** The next bytes of the file; the hours they complete, for the spec CSV to be written of them. */
  push(chunk: Uint8Array): HourBatch;
  /** The file has ended: the rest of its hours, and what reading it gave. */
  end(): { hours: HourBatch; read: ProfileRead };
  /** The check of the spec CSV, as `createCellsParser` gives it; after `end`. */
  finish(): CsvCellsResult;
}

/** A file's reading through `profile` and the check of the spec CSV it makes; `options` the check's. */
export function createProfileCheck(profile: ImportProfile, options: ParseOptions): ProfileCheck {
  const parser = createHoursCellsParser(options, unmappedOptionalColumns(profile));
  const measures = new Float64Array(MEASURE_RULES.length);
  let written: PlantHour | null = null;
  const row: HourRow = {
    plantId: 0,
    unit: '',
    name: '',
    fuel: '',
    hour: 0,
    measures,
    operatingTime: NaN,
    daily: profile.period === 'day',
    measureText: (m) => specCell(written![READING_MEASURES[m]!]),
  };
  const packer = new HourPacker();
  const onHour = (h: PlantHour, lines: number) => {
    packer.add(h);
    written = h;
    row.plantId = h.plantId;
    row.name = h.plantName;
    row.fuel = h.fuelType;
    row.unit = h.unitId;
    row.hour = h.hour;
    row.operatingTime = h.operatingTime;
    // READING_MEASURES are the spec's measure columns in MEASURE_RULES' order.
    for (let m = 0; m < measures.length; m++) measures[m] = specNumber(h[READING_MEASURES[m]!]);
    parser.add(row, lines);
  };
  const reader = createProfileReader(profile, {
    onHour,
    write: false,
    maxPlants: options.maxPlants,
  });
  return {
    push(chunk) {
      reader.push(chunk);
      return packer.take();
    },
    end() {
      reader.finish();
      const read = {
        refusal: reader.refusal(),
        partialHours: reader.partialHours(),
        blanks: reader.blanks(),
        flagged: reader.flaggedHours(),
      };
      return { hours: packer.take(), read };
    },
    finish: () => parser.finish(),
  };
}
