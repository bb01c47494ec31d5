import { describe, expect, it } from 'vitest';
import { newAccount, register } from './support/accounts';
import { expectAccessible, openPage, useBrowser } from './support/browser';
import { expectFieldMessage } from './support/fields';
import { openSettingsTab } from './support/pages';

const browser = useBrowser();

describe('EU permits', () => {
  it('a new user creates the permit record of the current year, sees the estimate, then updates it', async () => {
    const page = await openPage(browser());
    await register(page, newAccount('Per Mitt'));
    await page.goto('/settings');
    const panel = await openSettingsTab(page, 'EU Permits');
    const year = String(Math.min(2030, Math.max(2020, new Date().getFullYear())));

    // Create mode: nothing saved for the current year, which the year select opens on.
    await panel.getByText('Create mode').waitFor();
    const yearSelect = panel.getByLabel('Permit year');
    expect(await yearSelect.inputValue()).toBe(year);
    expect(await yearSelect.locator('option').allTextContents()).toEqual(
      Array.from({ length: 11 }, (_, i) => String(2020 + i)),
    );
    const active = panel.getByLabel('Active permits');
    expect(await active.inputValue()).toBe('0');
    await expectAccessible(page, 'the EU Permits tab in create mode');

    // The spec's messages, next to the field.
    const save = panel.getByRole('button', { name: 'Save Permit Data' });
    await active.fill('-1');
    await save.click();
    await expectFieldMessage(page, 'Active permits', 'Must be a non-negative number');
    await active.fill('1.5');
    await expectFieldMessage(page, 'Active permits', 'Active permits must be a whole number');
    await expectAccessible(page, 'the EU Permits tab with an error');

    // The live estimate: 3 permits x 100,000 tCO2, at 85 EUR per EUA.
    await active.fill('3');
    await panel.getByText('300,000 tCO2', { exact: true }).waitFor();
    await panel.getByText('25,500,000 EUR', { exact: true }).waitFor();
    await panel.getByLabel('Company name (optional)').fill('Nordic Power AS');
    await panel.getByLabel('Notes (optional)').fill('Allocated in the spring auction.');
    await save.click();
    await panel.getByText('Permit data saved successfully').waitFor();

    // Update mode once the record exists.
    await panel.getByText('Update mode').waitFor();
    const update = panel.getByRole('button', { name: 'Update Permit Data' });
    await active.fill('5');
    await panel.getByText('500,000 tCO2', { exact: true }).waitFor();
    // The year's allowances add up: 5 permits x 100,000 t + 300 free - 100 sold.
    await panel.getByLabel('Free allocation').fill('300');
    await panel.getByLabel('Sold').fill('100');
    await panel.getByText('500,200 tCO2', { exact: true }).waitFor();
    await update.click();
    await panel.getByText('Permit data updated successfully').waitFor();
    await expectAccessible(page, 'the EU Permits tab in update mode');

    // Another year has no record yet: create mode with the defaults; back again shows the saved one.
    await yearSelect.selectOption('2020');
    await panel.getByText('Create mode').waitFor();
    expect(await active.inputValue()).toBe('0');
    await yearSelect.selectOption(year);
    await panel.getByText('Update mode').waitFor();
    expect(await active.inputValue()).toBe('5');

    // Saved on the server: a fresh load reads the updated record back.
    await page.reload();
    const reloaded = await openSettingsTab(page, 'EU Permits');
    await reloaded.getByText('Update mode').waitFor();
    expect(await reloaded.getByLabel('Active permits').inputValue()).toBe('5');
    expect(await reloaded.getByLabel('Company name (optional)').inputValue()).toBe(
      'Nordic Power AS',
    );
    expect(await reloaded.getByLabel('Notes (optional)').inputValue()).toBe(
      'Allocated in the spring auction.',
    );
    expect(await reloaded.getByLabel('Free allocation').inputValue()).toBe('300');
    expect(await reloaded.getByLabel('Sold').inputValue()).toBe('100');
    expect(
      await reloaded
        .getByLabel('Allowances entered in EUAs (optional; replaces permits x block size)')
        .inputValue(),
    ).toBe('');

    // The ETS & CO2e settings: a refused price next to its field, then a price and block saved,
    // which the EU Permits tab explains a permit with.
    const ets = await openSettingsTab(page, 'ETS & CO2e');
    const price = ets.getByLabel('EUA price (EUR per EUA)');
    await expect.poll(() => price.inputValue()).toBe('85');
    await price.fill('0');
    await ets.getByRole('button', { name: 'Save settings' }).click();
    await expectFieldMessage(
      page,
      'EUA price (EUR per EUA)',
      'EUA price must be above 0 and at most 10,000 EUR',
    );
    await expectAccessible(page, 'the ETS & CO2e tab with an error');
    await price.fill('70');
    await ets.getByLabel('Permit block size (t CO2 per permit)').fill('50000');
    await ets.getByLabel('GWP set for CO2e').selectOption('AR6');
    await ets.getByRole('button', { name: 'Save settings' }).click();
    await ets.getByText(/^Settings saved/).waitFor();
    const permits = await openSettingsTab(page, 'EU Permits');
    await permits.getByText(/One permit = 50,000 t CO2 .* valued at 70\.00 EUR per EUA/).waitFor();
    await page.close();
  });
});
