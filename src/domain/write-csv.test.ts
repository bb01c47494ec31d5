import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { writeCsv } from './write-csv';

/** The cells as a spreadsheet or CSV reader gets them back. */
const cells = (csv: string) => Papa.parse<string[]>(csv).data;

describe('writeCsv', () => {
  it.each(['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'neutralises the text cell %j with a leading quote',
    (text) => {
      expect(cells(writeCsv(['name'], [[text]]))[1]).toEqual([`'${text}`]);
    },
  );

  it('neutralises a multi-line text cell that starts a formula', () => {
    const name = "=cmd|' /C calc'!A0\nSecond line";
    const csv = writeCsv(['name', 'id'], [[name, 1]]);
    expect(cells(csv)[1]).toEqual([`'${name}`, '1']);
    expect(csv).not.toMatch(/(^|,|\n)"?=/);
  });

  it('writes negative and positive numbers as numbers, and booleans as themselves', () => {
    expect(writeCsv(['a', 'b', 'c', 'd'], [[-3.5, 0, 12, true]])).toBe('a,b,c,d\r\n-3.5,0,12,true');
  });

  it('leaves ordinary text alone, quoting only what RFC 4180 needs', () => {
    expect(writeCsv(['name'], [['Plant A'], ['North, "East"'], ['a=b']])).toBe(
      'name\r\nPlant A\r\n"North, ""East"""\r\na=b',
    );
  });
});
