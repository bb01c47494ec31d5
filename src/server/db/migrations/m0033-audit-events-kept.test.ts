import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { recordEvent } from '../queries/audit-events';
import { downAndUp } from '../testing/down-and-up';
import { describeEachBackend } from '../testing/test-databases';
import { down, up } from './m0033-audit-events-kept';

describeEachBackend('migration 0033 (audit events kept)', (t) => {
  it('refuses TRUNCATE of the audit log while applied, and not once undone', async () => {
    const event = { actor: 'ann@example.com', action: 'lock', target: '2025' } as const;
    await recordEvent(t.db, 'org-1', event);
    const truncate = () => sql`truncate audit_events`.execute(t.db);
    await expect(truncate()).rejects.toThrow(/append-only: TRUNCATE is refused/);

    await downAndUp(t.db, '0033-audit-events-kept', { down, up }, async () => {
      await truncate();
      expect(await t.db.selectFrom('audit_events').select('id').execute()).toEqual([]);
    });
    await recordEvent(t.db, 'org-1', event);
    await expect(truncate()).rejects.toThrow(/append-only/);
    expect(await t.db.selectFrom('audit_events').select('target').execute()).toEqual([
      { target: '2025' },
    ]);
  });
});
