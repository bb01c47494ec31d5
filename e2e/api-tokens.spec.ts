import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount, register } from './support/accounts';
import { baseUrl, expectAccessible, openPage, useBrowser } from './support/browser';
import { expectFieldMessage } from './support/fields';
import { openSettingsTab } from './support/pages';
import { SAMPLE_PATH } from './support/sample-data';

const browser = useBrowser();

/** POST /api/files with the token, as a script on another machine would: no cookie, no Origin. */
function uploadWithToken(token: string, fileName: string): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(SAMPLE_PATH)], { type: 'text/csv' }), fileName);
  return fetch(`${baseUrl()}/api/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

// One new user through the file, in order: a token is created and copied, a script uploads with
// it, then the token is revoked and the script refused.
describe('a user feeds the dashboard from a script with an API token', () => {
  let page: Page;
  let token = '';

  beforeAll(async () => {
    page = await openPage(browser());
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await register(page, newAccount('Theo Feeder'));
  });

  const panel = () => page.getByRole('tabpanel', { name: 'API tokens' });
  const tokenItems = () => page.getByRole('list', { name: 'Your tokens' }).getByRole('listitem');

  it('creates a token in Settings and copies it from the field shown once', async () => {
    await page.goto('/settings');
    await openSettingsTab(page, 'API tokens');
    await panel()
      .getByText(/^No API tokens yet\./)
      .waitFor();
    await panel()
      .getByText(`-F file=@plants.csv ${baseUrl()}/api/files`, { exact: false })
      .waitFor();
    await expectAccessible(page, 'the empty API tokens tab');

    await panel().getByRole('button', { name: 'Create token' }).click();
    await expectFieldMessage(page, 'Token name', 'Name the token');

    await panel().getByLabel('Token name').fill('Nightly SCADA export');
    await panel().getByRole('button', { name: 'Create token' }).click();
    const field = panel().getByLabel('Your new token');
    await field.waitFor();
    await panel().getByText('it will not be shown again', { exact: false }).waitFor();
    expect(await field.getAttribute('readonly')).not.toBeNull();
    await panel().getByRole('button', { name: 'Copy' }).click();
    await panel().getByRole('status').getByText('Copied').waitFor();
    token = await page.evaluate<string>('navigator.clipboard.readText()');
    expect(token).toMatch(/^sid_/);
    expect(await field.inputValue()).toBe(token);
    expect(await tokenItems().count()).toBe(1);
    await tokenItems().getByText('Never used').waitFor();
    await expectAccessible(page, 'the API tokens tab with a new token');
  });

  it('uploads a file with the token from outside the browser; Data Source lists it', async () => {
    const response = await uploadWithToken(token, 'from-the-script.csv');
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ fileName: 'from-the-script.csv', rows: 2880 });

    await page.goto('/settings?tab=data');
    await page
      .getByRole('list', { name: 'Your files' })
      .getByText('from-the-script.csv', { exact: true })
      .waitFor();

    await openSettingsTab(page, 'API tokens');
    await tokenItems()
      .getByText(/Last used /)
      .waitFor();
    // The token is shown only once: a new visit has the list, never the token.
    expect(await panel().getByLabel('Your new token').count()).toBe(0);
    expect(await panel().textContent()).not.toContain(token);
  });

  it('revokes the token after the confirmation; the next upload is refused with 401', async () => {
    await panel().getByRole('button', { name: 'Revoke Nightly SCADA export' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke this token?' });
    await dialog.waitFor();
    await expectAccessible(page, 'the revoke dialog');
    await dialog.getByRole('button', { name: 'Revoke token' }).click();
    await dialog.waitFor({ state: 'detached' });
    await panel().getByText('Revoked Nightly SCADA export: it no longer works.').waitFor();
    await panel()
      .getByText(/^No API tokens yet\./)
      .waitFor();

    const refused = await uploadWithToken(token, 'too-late.csv');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ message: 'Invalid or revoked API token.' });
    await page.close();
  });
});
