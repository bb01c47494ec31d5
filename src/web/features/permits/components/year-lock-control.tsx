import { RoleGate } from '@web/components/role-gate';
import { zodResolver } from '@hookform/resolvers/zod';
import { Lock, LockOpen } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { lockedText, unlockSchema } from '@domain/validation/year-lock';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { errorMessage } from '@web/lib/error-message';
import type { EtsYearView } from '@web/lib/ets-year-query';
import { MSG_LOCK_FAILED, MSG_UNLOCK_FAILED, useYearLock } from '../api/year-lock';

type UnlockInput = z.input<typeof unlockSchema>;

/**
 * Issue 28 §3: whether a reporting year is locked, and the control that locks it or unlocks it
 * with a reason (the audit log keeps it).
 */
export function YearLockControl({ year, ets }: { year: number; ets: EtsYearView | undefined }) {
  const { lock, unlock } = useYearLock(year);
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<UnlockInput, unknown, z.output<typeof unlockSchema>>({
    resolver: zodResolver(unlockSchema),
    defaultValues: { reason: '' },
  });
  const locked = ets?.locked ?? null;

  const onLock = async () => {
    setFailure(null);
    try {
      await lock.mutateAsync();
    } catch (error) {
      setFailure(errorMessage(error, MSG_LOCK_FAILED));
    }
  };
  const onUnlock = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await unlock.mutateAsync(reason);
      setAsking(false);
      form.reset();
    } catch (error) {
      setFailure(errorMessage(error, MSG_UNLOCK_FAILED));
    }
  });

  return (
    <section
      aria-labelledby="year-lock-title"
      className="max-w-2xl space-y-3 rounded-lg border border-slate-200 p-4"
    >
      <h3 id="year-lock-title" className="text-sm font-semibold text-slate-800">
        Lock {year}
      </h3>
      {failure && <Alert tone="error">{failure}</Alert>}
      {locked ? (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Lock className="h-4 w-4 text-amber-600" aria-hidden="true" />
          {lockedText(locked)}: its ETS figures stay as they were then, and uploads, deletions and
          ETS inputs of {year} are refused until it is unlocked.
        </p>
      ) : (
        <p className="text-sm text-slate-600">
          {year} is open: its figures follow your data. Lock it once its report is submitted, so
          nothing moves them.
        </p>
      )}
      <RoleGate permission="lock_years" cannot="lock or unlock a year">
        {!locked && (
          <Button type="button" onClick={onLock} disabled={lock.isPending || !ets}>
            <Lock className="h-4 w-4" aria-hidden="true" /> Lock {year}
          </Button>
        )}
        {locked && !asking && (
          <Button type="button" variant="secondary" onClick={() => setAsking(true)}>
            <LockOpen className="h-4 w-4" aria-hidden="true" /> Unlock {year}
          </Button>
        )}
        {locked && asking && (
          <form onSubmit={onUnlock} noValidate className="space-y-3">
            <TextField
              label="Reason for unlocking"
              hint="Kept in the audit log with your name."
              error={form.formState.errors.reason?.message}
              {...form.register('reason')}
            />
            <div className="flex gap-2">
              <Button type="submit" disabled={unlock.isPending}>
                Unlock {year}
              </Button>
              <Button type="button" variant="secondary" onClick={() => setAsking(false)}>
                Cancel
              </Button>
            </div>
          </form>
        )}
      </RoleGate>
    </section>
  );
}
