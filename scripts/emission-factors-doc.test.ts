import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FACTOR_LIBRARY_VERSION, IPCC_2006_FUELS } from '@domain/factors/ipcc-2006';

const DOC = readFileSync(new URL('../docs/emission-factors.md', import.meta.url), 'utf8');

/** The doc's table rows: fuel name, then its four figures as numbers. */
function tableRows(): [string, number[]][] {
  return DOC.split('\n')
    .filter((line) => /^\| [A-Z]/.test(line) && !line.startsWith('| Fuel'))
    .map((line) => {
      const [name, ...cells] = line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      return [name!, cells.map((c) => Number(c.replace(/,| \(memo\)/g, '')))];
    });
}

describe('docs/emission-factors.md', () => {
  it('lists every fuel of the library with its figures, and its version', () => {
    const library = Object.values(IPCC_2006_FUELS).map(
      (f) => [f.name, [f.ncv.value, f.co2.value, f.ch4.value, f.n2o.value]] as const,
    );
    expect(tableRows()).toEqual(library);
    expect(DOC).toContain(`\`${FACTOR_LIBRARY_VERSION}\``);
  });
});
