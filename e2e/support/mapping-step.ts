import type { Locator } from 'playwright-core';

/** The columns an export without heat output, CH4, N2O and efficiency marks as not in the file. */
const ABSENT_COLUMNS = [
  'heat_output_MWh',
  'CH4_emissions_kg',
  'N2O_emissions_kg',
  'efficiency_percent',
];

/** Marks those columns "Not in the file" in the mapping step. */
export async function markOptionalColumnsAbsent(step: Locator): Promise<void> {
  for (const column of ABSENT_COLUMNS) {
    const select = step.getByLabel(column, { exact: true });
    const absent = await select.locator('option', { hasText: 'Not in the file' }).textContent();
    await select.selectOption({ label: absent! });
  }
}
