import { describe, expect, it } from 'vitest';
import { importProfileSchema } from '@domain/imports/import-profile';
import type { FileSample } from './file-sample';
import { matchingProfile, matchingWorkbookProfile } from './match-profile';

const profile = (name: string, date: string | [string, string], delimiter: ';' | null = null) =>
  importProfileSchema.parse({
    name,
    columns: {
      date,
      plant_id: 'Anlage',
      plant_name: 'Name',
      fuel_type: 'Brennstoff',
      electricity_output_MWh: 'Strom',
      fuel_consumption_MWh: 'Einsatz',
      CO2_emissions_tonnes: 'CO2',
    },
    absent: ['heat_output_MWh', 'CH4_emissions_kg', 'N2O_emissions_kg', 'efficiency_percent'],
    delimiter,
  });

const fileWith = (header: string, delimiter: FileSample['delimiter'] = ';'): FileSample => ({
  bytes: new TextEncoder().encode(`${header}\n`),
  delimiter,
});

describe('the saved profile chosen for a file', () => {
  const oneColumn = profile('One date column', 'Zeit');
  const twoColumns = profile('Date and hour', ['Datum', 'Stunde']);

  it("is the one whose headers are exactly the file's, in any order", () => {
    const file = fileWith('CO2;Zeit;Anlage;Name;Brennstoff;Strom;Einsatz');
    expect(matchingProfile([twoColumns, oneColumn], file)?.name).toBe('One date column');
    const split = fileWith('Datum;Stunde;Anlage;Name;Brennstoff;Strom;Einsatz;CO2');
    expect(matchingProfile([oneColumn, twoColumns], split)?.name).toBe('Date and hour');
  });

  it('is one whose headers the file holds, beside as many others as the export has', () => {
    const file = fileWith('Status;Zeit;Anlage;Name;Brennstoff;Strom;Einsatz;CO2;Region');
    expect(matchingProfile([twoColumns, oneColumn], file)?.name).toBe('One date column');
  });

  it('is none when the file lacks a header the profile names', () => {
    expect(
      matchingProfile([oneColumn], fileWith('Zeit;Anlage;Name;Brennstoff;Strom;Einsatz')),
    ).toBeNull();
  });

  it('is, where several apply, the one that maps the most of the file’s columns', () => {
    const withHeat = importProfileSchema.parse({
      ...oneColumn,
      name: 'A With heat',
      columns: { ...oneColumn.columns, heat_output_MWh: 'Wärme' },
      absent: ['CH4_emissions_kg', 'N2O_emissions_kg', 'efficiency_percent'],
    });
    const file = fileWith('Zeit;Anlage;Name;Brennstoff;Strom;Wärme;Einsatz;CO2;Status');
    expect(matchingProfile([withHeat, oneColumn], file)?.name).toBe('A With heat');
    expect(matchingProfile([oneColumn, withHeat], file)?.name).toBe('A With heat');
  });

  it("reads the file's header with the profile's own field separator", () => {
    // Detected as commas (a name with two commas), but the profile says semicolons.
    const file = fileWith('Zeit;Anlage;Name;Brennstoff;Strom;Einsatz;"CO2, kg, total"', ',');
    const semicolons = importProfileSchema.parse({
      ...profile('Semicolons', 'Zeit', ';'),
      columns: { ...oneColumn.columns, CO2_emissions_tonnes: 'CO2, kg, total' },
    });
    expect(matchingProfile([semicolons], file)?.name).toBe('Semicolons');
  });

  it('is, for a workbook, one whose headers the sheet it reads holds', () => {
    const header = (first: string) => [
      first,
      'Anlage',
      'Name',
      'Brennstoff',
      'Strom',
      'Einsatz',
      'CO2',
    ];
    const sheets = [
      { name: 'Info', header: ['Export', 'Historian'] },
      { name: 'Messwerte', header: [...header('Zeit'), 'Status'] },
    ];
    expect(matchingWorkbookProfile([oneColumn], sheets)).toBeNull();
    const onItsSheet = { ...oneColumn, sheet: 'Messwerte' };
    expect(matchingWorkbookProfile([twoColumns, onItsSheet], sheets)).toBe(onItsSheet);
    const first = [{ name: 'Data', header: header('Zeit') }, ...sheets];
    expect(matchingWorkbookProfile([twoColumns, oneColumn], first)).toBe(oneColumn);
  });
});
