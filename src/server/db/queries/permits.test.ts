import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../testing/test-databases';
import {
  createPermitQueries,
  PermitConflictError,
  PermitInvalidError,
  type PermitPatch,
} from './permits';

describeEachBackend('permit queries', (t) => {
  const permits = () => createPermitQueries(t.db);
  const newUser = () => `user-${randomUUID()}`;

  it('creates a record with empty optional fields', async () => {
    const user = newUser();
    const row = await permits().createPermit(
      user,
      { permit_year: 2025, active_permits: 4 },
      'test',
    );
    expect(row).toEqual({
      id: expect.any(String),
      org_id: user,
      permit_year: 2025,
      active_permits: 4,
      company_name: null,
      notes: null,
      permit_number: null,
      monitoring_plan_version: null,
      // No allowances in EUAs (the permits count) and no movements of allowances.
      allowances_eua: null,
      free_allocation: 0,
      purchased: 0,
      sold: 0,
      surrendered: 0,
      created_at: expect.any(Date),
      updated_at: expect.any(Date),
    });
    expect(await permits().getPermitByYear(user, 2025)).toEqual(row);
    expect(await permits().getPermitByYear(user, 2024)).toBeNull();
  });

  it('refuses a second record for the same year with the spec message; another user may have it', async () => {
    const user = newUser();
    await permits().createPermit(user, { permit_year: 2024, active_permits: 1 }, 'test');
    const duplicate = permits().createPermit(
      user,
      { permit_year: 2024, active_permits: 2 },
      'test',
    );
    await expect(duplicate).rejects.toThrow(PermitConflictError);
    await expect(duplicate).rejects.toMatchObject({
      name: 'PermitConflictError',
      message: 'A permit record for this year already exists.',
    });
    const other = await permits().createPermit(
      newUser(),
      { permit_year: 2024, active_permits: 2 },
      'test',
    );
    expect(other.active_permits).toBe(2);
    expect((await permits().getPermitByYear(user, 2024))?.active_permits).toBe(1);
  });

  it('refuses negative active permits with the spec message; 0 is allowed', async () => {
    const user = newUser();
    const negative = permits().createPermit(
      user,
      { permit_year: 2025, active_permits: -1 },
      'test',
    );
    await expect(negative).rejects.toThrow(PermitInvalidError);
    await expect(negative).rejects.toMatchObject({
      message: 'Active permits must be a non-negative number.',
      field: 'active_permits',
    });
    const zero = await permits().createPermit(
      user,
      { permit_year: 2025, active_permits: 0 },
      'test',
    );
    expect(zero.active_permits).toBe(0);
  });

  it('enforces the year range 2020 to 2030 and the text limits 100 and 500', async () => {
    const user = newUser();
    for (const year of [2019, 2031]) {
      await expect(
        permits().createPermit(user, { permit_year: year, active_permits: 1 }, 'test'),
      ).rejects.toMatchObject({
        message: 'Permit year must be between 2020 and 2030',
        field: 'permit_year',
      });
    }
    const edges = [
      await permits().createPermit(
        user,
        {
          permit_year: 2020,
          active_permits: 1,
          company_name: 'c'.repeat(100),
          notes: 'n'.repeat(500),
        },
        'test',
      ),
      await permits().createPermit(user, { permit_year: 2030, active_permits: 1 }, 'test'),
    ];
    expect(edges.map((p) => p.permit_year)).toEqual([2020, 2030]);
    await expect(
      permits().createPermit(
        user,
        {
          permit_year: 2021,
          active_permits: 1,
          company_name: 'c'.repeat(101),
        },
        'test',
      ),
    ).rejects.toMatchObject({
      message: 'Company name must be less than 100 characters',
      field: 'company_name',
    });
    await expect(
      permits().createPermit(
        user,
        {
          permit_year: 2021,
          active_permits: 1,
          notes: 'n'.repeat(501),
        },
        'test',
      ),
    ).rejects.toMatchObject({ message: 'Notes must be less than 500 characters', field: 'notes' });
    await expect(
      permits().createPermit(
        user,
        { permit_year: 2021, active_permits: 1, permit_number: 'p'.repeat(51) },
        'test',
      ),
    ).rejects.toMatchObject({
      message: 'Permit number must be at most 50 characters',
      field: 'permit_number',
    });
    await expect(
      permits().createPermit(
        user,
        { permit_year: 2021, active_permits: 1, monitoring_plan_version: 'v'.repeat(51) },
        'test',
      ),
    ).rejects.toMatchObject({
      message: 'Monitoring plan version must be at most 50 characters',
      field: 'monitoring_plan_version',
    });
  });

  it('lists the newest year first', async () => {
    const user = newUser();
    for (const year of [2022, 2025, 2023]) {
      await permits().createPermit(
        user,
        { permit_year: year, active_permits: year - 2020 },
        'test',
      );
    }
    const list = await permits().listPermits(user);
    expect(list.map((p) => [p.permit_year, p.active_permits])).toEqual([
      [2025, 5],
      [2023, 3],
      [2022, 2],
    ]);
  });

  it('updates only the given fields and never the owner', async () => {
    const user = newUser();
    const created = await permits().createPermit(
      user,
      {
        permit_year: 2025,
        active_permits: 4,
        company_name: 'Nordkraft',
        notes: 'first',
      },
      'test',
    );
    const patch = { active_permits: 6, notes: null, org_id: 'someone-else' } as PermitPatch;
    const updated = await permits().updatePermit(user, created.id, patch, 'test');
    expect(updated).toEqual({
      ...created,
      active_permits: 6,
      notes: null,
      updated_at: expect.any(Date),
    });
    expect(updated!.updated_at.getTime()).toBeGreaterThanOrEqual(created.updated_at.getTime());
    expect(await permits().listPermits('someone-else')).toEqual([]);
  });

  it('maps violations on update: an existing year conflicts, a negative count is refused', async () => {
    const user = newUser();
    await permits().createPermit(user, { permit_year: 2024, active_permits: 1 }, 'test');
    const row = await permits().createPermit(
      user,
      { permit_year: 2025, active_permits: 1 },
      'test',
    );
    await expect(
      permits().updatePermit(user, row.id, { permit_year: 2024 }, 'test'),
    ).rejects.toThrow('A permit record for this year already exists.');
    await expect(
      permits().updatePermit(user, row.id, { active_permits: -5 }, 'test'),
    ).rejects.toThrow('Active permits must be a non-negative number.');
    expect(await permits().getPermitByYear(user, 2025)).toEqual(row);
  });

  it('deletes a record once', async () => {
    const user = newUser();
    const row = await permits().createPermit(
      user,
      { permit_year: 2025, active_permits: 1 },
      'test',
    );
    expect(await permits().deletePermit(user, row.id, 'test')).toBe(true);
    expect(await permits().deletePermit(user, row.id, 'test')).toBe(false);
    expect(await permits().listPermits(user)).toEqual([]);
  });

  it('upserts on user and year: creates, then updates given fields and keeps omitted ones', async () => {
    const user = newUser();
    const created = await permits().upsertPermitForYear(
      user,
      2026,
      {
        active_permits: 2,
        company_name: 'Nordkraft',
        notes: 'draft',
      },
      'test',
    );
    expect(created).toMatchObject({ permit_year: 2026, active_permits: 2, notes: 'draft' });
    const updated = await permits().upsertPermitForYear(
      user,
      2026,
      {
        active_permits: 7,
        notes: null,
      },
      'test',
    );
    expect(updated).toEqual({
      ...created,
      active_permits: 7,
      notes: null,
      updated_at: expect.any(Date),
    });
    await expect(
      permits().upsertPermitForYear(user, 2026, { active_permits: -1 }, 'test'),
    ).rejects.toThrow('Active permits must be a non-negative number.');
    expect(await permits().listPermits(user)).toEqual([updated]);
    // Another user's upsert for the same year is a separate record.
    const other = await permits().upsertPermitForYear(
      newUser(),
      2026,
      { active_permits: 1 },
      'test',
    );
    expect(other.id).not.toBe(created.id);
    expect(await permits().getPermitByYear(user, 2026)).toEqual(updated);
  });

  it("treats another user's record exactly like a missing one and leaves it unchanged", async () => {
    const owner = newUser();
    const other = newUser();
    const row = await permits().createPermit(
      owner,
      {
        permit_year: 2025,
        active_permits: 3,
        company_name: 'Nordkraft',
      },
      'test',
    );
    for (const [user, id] of [
      [other, row.id],
      [owner, randomUUID()],
    ] as const) {
      expect(await permits().updatePermit(user, id, { active_permits: 99 }, 'test')).toBeNull();
      expect(await permits().deletePermit(user, id, 'test')).toBe(false);
    }
    expect(await permits().listPermits(other)).toEqual([]);
    expect(await permits().getPermitByYear(other, 2025)).toBeNull();
    expect(await permits().listPermits(owner)).toEqual([row]);
  });
});
