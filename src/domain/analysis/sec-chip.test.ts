import { describe, expect, it } from 'vitest';
import { secChip } from './sec-chip';

const plant = { rows: 3, co2Tonnes: 12.34 };
const entry = (sec_reporting: boolean, assumed: boolean) => ({
  sec_reporting,
  assumed: {
    country: false,
    sector: false,
    capacity_mw: false,
    ets_installation_id: false,
    in_ets: false,
    sec_reporting: assumed,
    renewable_share: false,
  },
});

describe('the SEC chip, from the plant register only', () => {
  it('puts a plant the register does not mark outside the rule, whatever its data', () => {
    const chip = secChip(plant, entry(false, false));
    expect(chip).toEqual({
      status: 'out_of_scope',
      message:
        'Not under the SEC rule (declared in the plant register): the register does not mark it as reporting under the rule.',
    });
    expect(chip.message).not.toMatch(/compliant|available for disclosure/i);
    expect(secChip(plant, undefined).status).toBe('out_of_scope');
  });

  it('says "assumed" when the register only assumes the plant is outside the rule', () => {
    expect(secChip(plant, entry(false, true)).message).toContain(
      '(assumed; confirm it in the plant register)',
    );
  });

  it('gives a plant the register marks its scope 1 CO2 and no verdict, as the SEC extract gives none', () => {
    expect(secChip(plant, entry(true, false))).toEqual({
      status: 'not_assessed',
      message:
        'Reporting under the SEC rule (declared in the plant register). Scope 1 CO2 available for disclosure: 12.3 t from 3 rows; a voluntary disclosure, so no verdict.',
    });
    expect(secChip(plant, entry(true, true)).message).toMatch(
      /^Reporting under the SEC rule \(assumed; confirm it in the plant register\)\./,
    );
    expect(secChip({ rows: 0, co2Tonnes: 0 }, entry(true, false))).toEqual({
      status: 'warning',
      message:
        'Reporting under the SEC rule (declared in the plant register). No scope 1 CO2 figure to disclose: the data has no rows for this plant.',
    });
  });
});
