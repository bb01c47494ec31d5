import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { recordEvent } from '../queries/audit-events';
import { createPermitQueries } from '../queries/permits';
import { uploadOverlappingHistory } from '../testing/plant-cells';
import { filesAndPermits, tableExists as tableExistsIn } from '../testing/kept-rows';
import { describeEachBackend } from '../testing/test-databases';
import { downAndUp } from '../testing/down-and-up';
import { down, up } from './m0026-audit-events';

describeEachBackend('migration 0026 (audit events)', (t) => {
  const tableExists = () => tableExistsIn(t.db, 'audit_events');
  const userData = (user: string) => filesAndPermits(t.db, user);

  it('keeps every file and permit down and up, keys events by organisation, and refuses to change one', async () => {
    const user = await uploadOverlappingHistory(t.db);
    await createPermitQueries(t.db).createPermit(
      user,
      { permit_year: 2025, active_permits: 2 },
      'ann@example.com',
    );
    const before = await userData(user);
    expect(before.files.length).toBeGreaterThan(0);

    await downAndUp(t.db, '0026-audit-events', { down, up }, async () => {
      expect(await tableExists()).toBe(false);
    });
    expect(await userData(user)).toEqual(before);
    const { rows } = await sql<{ key: string }>`
      select pg_get_constraintdef(oid) as key from pg_constraint
      where conname = 'audit_events_pkey'`.execute(t.db);
    expect(rows[0]!.key).toBe('PRIMARY KEY (org_id, id)');

    await t.db
      .transaction()
      .execute((trx) =>
        recordEvent(trx, user, { actor: 'ann@example.com', action: 'lock', target: '2025' }),
      );
    const events = await t.db.selectFrom('audit_events').selectAll().execute();
    expect(events).toMatchObject([
      { org_id: user, actor: 'ann@example.com', action: 'lock', target: '2025', details: {} },
    ]);
    await expect(
      t.db.updateTable('audit_events').set({ target: '2024' }).execute(),
    ).rejects.toThrow(/append-only/);
  });
});
