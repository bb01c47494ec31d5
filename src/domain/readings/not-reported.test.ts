import { describe, expect, it } from 'vitest';
import { parseCsvToCells } from '../csv/parse';
import { REQUIRED_HEADERS } from '../constants';
import { markNotReported, notReportedOf } from './not-reported';

const csv = (rows: string[]) =>
  new TextEncoder().encode(`${REQUIRED_HEADERS.join(',')}\n${rows.join('\n')}\n`);

const cellsOf = () => {
  const parsed = parseCsvToCells(
    csv([
      '2025-01-01 00:00:00,1,A,gas,10,0,25,5,0,0,40',
      '2025-01-01 01:00:00,1,A,gas,10,0,25,5,0,0,40',
    ]),
  );
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.cells;
};

describe('not reported', () => {
  it('keeps of a profile’s absent columns those a file may leave unreported', () => {
    expect(notReportedOf(['heat_output_MWh', 'N2O_emissions_kg', 'CH4_emissions_kg'])).toEqual([
      'CH4_emissions_kg',
      'N2O_emissions_kg',
    ]);
  });

  it('counts every hour of a spec CSV as reporting CH4 and N2O', () => {
    const [cell] = cellsOf();
    expect(cell!.totals).toMatchObject({ hours: 2, ch4Hours: 2, n2oHours: 2 });
  });

  it('counts no hour of a gas the file does not report, and leaves the rest as they are', () => {
    const [cell] = markNotReported(cellsOf(), ['N2O_emissions_kg']);
    expect(cell!.totals).toMatchObject({ hours: 2, ch4Hours: 2, n2oHours: 0, co2Tonnes: 10 });
  });
});
