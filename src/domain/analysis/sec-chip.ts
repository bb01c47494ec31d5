// Issue 26 "Verdicts that state their basis": a plant's SEC chip on Benchmarking comes from the plant
// register only; a plant the register does not mark as reporting under the rule is outside it. The
// SEC extract is a voluntary disclosure (issue 37): the chip of a plant in it gives no verdict either.
import { co2WithEstimate, type GasMasses } from './ghg';
import { count, num } from '../format';
import type { PlantInventory } from './inventory';
import type { RegisterEntry } from './register-entry-schema';
import type { ComplianceCheck } from './types';

/** The plant's SEC chip: outside the rule unless the register marks it (saying when that is assumed), never compliant. */
export function secChip(
  plant: Pick<PlantInventory, 'rows'> & Pick<GasMasses, 'co2Tonnes' | 'gasEstimates'>,
  entry: Pick<RegisterEntry, 'sec_reporting' | 'assumed'> | undefined,
): ComplianceCheck {
  const basis = entry?.assumed.sec_reporting
    ? ' (assumed; confirm it in the plant register)'
    : ' (declared in the plant register)';
  if (!entry?.sec_reporting) {
    return {
      status: 'out_of_scope',
      message: entry
        ? `Not under the SEC rule${basis}: the register does not mark it as reporting under the rule.`
        : 'Not under the SEC rule: the plant register has no entry for it.',
    };
  }
  return plant.rows > 0
    ? {
        status: 'not_assessed',
        message: `Reporting under the SEC rule${basis}. Scope 1 CO2 available for disclosure: ${num(co2WithEstimate(plant), 1)} t from ${count(plant.rows, 'row')}; a voluntary disclosure, so no verdict.`,
      }
    : {
        status: 'warning',
        message: `Reporting under the SEC rule${basis}. No scope 1 CO2 figure to disclose: the data has no rows for this plant.`,
      };
}
