import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount, register } from './support/accounts';
import { baseUrl, DESKTOP, expectAccessible, openPage, PHONE, useBrowser } from './support/browser';
import { latestMailTo, linkIn } from './support/outbox';
import { DASHBOARD_URL, fitsWidth, openSettingsTab } from './support/pages';
import { SAMPLE_PATH } from './support/sample-data';

const browser = useBrowser();
const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'sid-screens');
mkdirSync(SHOTS, { recursive: true });
/** Where a screenshot goes (the journey's own `join` is joining an organisation). */
const shot = (name: string) => join(SHOTS, name);

// Issue 28 §1 in the browser, in order: an owner uploads and invites a viewer and an editor by
// e-mail; each accepts from the link and works in the owner's organisation with what their role
// allows; the owner makes the viewer a verifier, who then reads the audit log.
describe('an owner shares the plant data with a team', () => {
  const owner = newAccount('Olga Owner');
  const viewer = newAccount('Vera Viewer');
  const editor = newAccount('Ed Editor');
  let ownerPage: Page;

  beforeAll(async () => {
    ownerPage = await openPage(browser());
    await register(ownerPage, owner);
    await ownerPage.goto('/settings?tab=data');
    await ownerPage.getByLabel('Choose a CSV file to upload').setInputFiles(SAMPLE_PATH);
    await ownerPage.getByText(/^Uploaded sample_data\.csv/).waitFor();
  });

  /** Invites an address from Settings > Organisation with a role. */
  async function invite(email: string, role: string) {
    await ownerPage.goto('/settings?tab=organisation');
    const panel = ownerPage.getByRole('tabpanel', { name: 'Organisation' });
    await panel.getByLabel('E-mail', { exact: true }).fill(email);
    await panel.getByLabel('Role', { exact: true }).selectOption(role);
    await panel.getByRole('button', { name: 'Send invitation' }).click();
    await panel.getByText(`An invitation went to ${email}.`).waitFor();
  }

  /** Registers the invited person and accepts the invitation from the e-mail's link. */
  async function join(account: ReturnType<typeof newAccount>): Promise<Page> {
    const page = await openPage(browser());
    await register(page, account);
    const link = linkIn(await latestMailTo(account.email), `${baseUrl()}/invitations/`);
    await page.goto(link);
    await page.getByText(`${owner.email} invites you to`).waitFor();
    await expectAccessible(page, 'the invitation page');
    await page.getByRole('button', { name: 'Accept and open' }).click();
    await page.getByRole('button', { name: `Organisation: ${owner.name}` }).waitFor();
    return page;
  }

  it('invites a viewer, who reads the figures but is offered no upload, deletion or audit log', async () => {
    await invite(viewer.email, 'viewer');
    const page = await join(viewer);
    await page.goto('/settings?tab=data');
    const panel = page.getByRole('tabpanel', { name: 'Data Source' });
    await panel
      .getByText(
        `As viewer of ${owner.name} you can read this but not upload or delete files. An owner or admin of the organisation can change your role.`,
      )
      .waitFor();
    await panel.getByRole('list', { name: 'Your files' }).getByText('sample_data.csv').waitFor();
    expect(await panel.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    expect(await page.getByLabel('Choose a CSV file to upload').count()).toBe(0);
    expect(await page.getByRole('tab', { name: 'Audit log' }).count()).toBe(0);
    await expectAccessible(page, 'the Data Source tab of a viewer');
  });

  it('invites an editor, who uploads into the shared organisation', async () => {
    await invite(editor.email, 'editor');
    const page = await join(editor);
    await page.goto('/settings?tab=data');
    const panel = page.getByRole('tabpanel', { name: 'Data Source' });
    await panel.getByRole('list', { name: 'Your files' }).getByText('sample_data.csv').waitFor();
    expect(await panel.getByRole('button', { name: 'Delete sample_data.csv' }).count()).toBe(1);
    const members = await openSettingsTab(page, 'Organisation');
    await members.getByText(/You act in .* as editor/).waitFor();
    expect(await members.getByRole('button', { name: 'Send invitation' }).count()).toBe(0);
  });

  it('lists the members for the owner, who makes the viewer a verifier: they read the audit log', async () => {
    await ownerPage.goto('/settings?tab=organisation');
    const panel = ownerPage.getByRole('tabpanel', { name: 'Organisation' });
    await panel.getByText(editor.email).waitFor();
    await expectAccessible(ownerPage, 'the Organisation tab of an owner');
    // On a phone the members' long addresses wrap: nothing is wider than the screen.
    await ownerPage.setViewportSize(PHONE);
    try {
      await expect.poll(() => fitsWidth(ownerPage)).toBe(true);
    } finally {
      await ownerPage.setViewportSize(DESKTOP);
    }
    await panel.getByLabel(`Role of ${viewer.email}`).selectOption('verifier');
    await panel.getByText(`${viewer.email} is now verifier.`).waitFor();
    // The owner's address names the organisation: the link opens it for a member acting elsewhere.
    await ownerPage.goto('/dashboard/analytics');
    await ownerPage.waitForURL(/[?&]org=/);
    const shared = ownerPage.url();

    const page = await openPage(browser());
    await page.goto('/auth/login');
    await page.getByText('The form is filled in with the demo account').waitFor();
    await page.getByLabel('Email').fill(viewer.email);
    await page.getByLabel('Password', { exact: true }).fill(viewer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard/);
    await page.getByRole('button', { name: /^Organisation:/ }).click();
    await page.getByRole('menuitem', { name: viewer.name }).click();
    await page.getByRole('button', { name: `Organisation: ${viewer.name}` }).waitFor();
    await page.goto(shared);
    await page.getByRole('button', { name: `Organisation: ${owner.name}` }).waitFor();
    await page.goto('/settings?tab=audit');
    const log = page.getByRole('tabpanel', { name: 'Audit log' });
    await log.getByRole('listitem').filter({ hasText: 'Role changed' }).first().waitFor();
    await log.getByRole('listitem').filter({ hasText: 'Member invited' }).first().waitFor();
  });

  it('creates a team organisation, then deletes it by its name and works in their own again', async () => {
    await ownerPage.goto('/settings?tab=organisation');
    const panel = ownerPage.getByRole('tabpanel', { name: 'Organisation' });
    // Their own organisation goes with the account: no deletion is offered for it.
    await panel.getByText(editor.email).waitFor();
    expect(await panel.getByRole('region', { name: 'Delete organisation' }).count()).toBe(0);
    await panel.getByLabel('Name of the new organisation').fill('Team Süd');
    await panel.getByRole('button', { name: 'Create and open' }).click();
    await ownerPage.getByRole('button', { name: 'Organisation: Team Süd' }).waitFor();

    await ownerPage.goto('/settings?tab=organisation');
    const deletion = ownerPage.getByRole('region', { name: 'Delete organisation' });
    const remove = deletion.getByRole('button', { name: 'Delete organisation' });
    expect(await remove.isDisabled()).toBe(true);
    await deletion.getByLabel('Type Team Süd to confirm').fill('Team Süd');
    await expectAccessible(ownerPage, 'the deletion of an organisation');
    await ownerPage.screenshot({ path: shot('organisation-delete.png'), fullPage: true });
    await remove.click();
    await ownerPage.waitForURL(DASHBOARD_URL);
    await ownerPage.getByRole('button', { name: `Organisation: ${owner.name}` }).waitFor();
    await ownerPage.getByText('Total Electricity Output').first().waitFor();
    // No note that the address names an organisation they are not a member of.
    expect(await ownerPage.getByText(/not a member of/).count()).toBe(0);
    await ownerPage.getByRole('button', { name: /^Organisation:/ }).click();
    expect(await ownerPage.getByRole('menuitem', { name: 'Team Süd' }).count()).toBe(0);
  });
});
