import { RoleGate } from '@web/components/role-gate';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { num } from '@domain/format';
import { round } from '@domain/round';
import {
  VERIFICATION_OPINIONS,
  verificationStatementSchema,
  type VerificationOpinion,
  type VerificationStatement,
} from '@domain/validation/ets-verification';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { SelectField } from '@web/components/ui/select-field';
import { TextField } from '@web/components/ui/text-field';
import { errorMessage } from '@web/lib/error-message';
import type { EtsYearView } from '@web/lib/ets-year-query';
import {
  MSG_VERIFICATION_REMOVE_FAILED,
  MSG_VERIFICATION_SAVE_FAILED,
  useVerificationStatement,
} from '../api/save-verification';
import { useServerValues } from '@web/lib/use-server-values';
import { useTimedMessage } from '@web/lib/use-timed-message';
import { lockedReason } from '@domain/validation/year-lock';

type StatementInput = z.input<typeof verificationStatementSchema>;

export const OPINION_LABELS: Record<VerificationOpinion, string> = {
  satisfactory: 'Satisfactory',
  satisfactory_with_comments: 'Satisfactory with comments',
  not_satisfactory: 'Not satisfactory',
};

export const MSG_VERIFICATION_SAVED =
  "Verifier's statement recorded: the year's CO2 now reads as verified everywhere";
export const MSG_VERIFICATION_REMOVED =
  "Verifier's statement removed: the year's CO2 reads as reported again";

const valuesOf = (ets: EtsYearView | undefined): StatementInput => ({
  verifier: ets?.verification?.verifier ?? '',
  verified_on: ets?.verification?.verified_on ?? '',
  // Until a statement is recorded, the reported CO2 to one decimal, as the text above states it.
  verified_co2_t: ets?.verification?.verified_co2_t ?? round(ets?.reported_co2_t ?? 0, 1),
  opinion: ets?.verification?.opinion ?? 'satisfactory',
});

/**
 * Issue 26: the accredited verifier's statement on a year, recorded by the user. Until one is
 * recorded, every figure of the year says "reported"; then "verified", with the verifier and date.
 */
export function VerificationStatementForm({
  year,
  ets,
}: {
  year: number;
  ets: EtsYearView | undefined;
}) {
  const { record, remove } = useVerificationStatement(year);
  const [done, showDone] = useTimedMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<StatementInput, unknown, VerificationStatement>({
    resolver: zodResolver(verificationStatementSchema),
    defaultValues: valuesOf(ets),
  });
  const { errors, isSubmitting } = form.formState;

  useServerValues(form, valuesOf(ets));

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await record.mutateAsync(values);
      showDone(MSG_VERIFICATION_SAVED);
    } catch (error) {
      setFailure(errorMessage(error, MSG_VERIFICATION_SAVE_FAILED));
    }
  });

  const onRemove = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync();
      showDone(MSG_VERIFICATION_REMOVED);
    } catch (error) {
      setFailure(errorMessage(error, MSG_VERIFICATION_REMOVE_FAILED));
    }
  };

  const statement = ets?.verification;
  // A locked year's statement is kept as locked: the server refuses a change until the unlock.
  const locked = lockedReason(year, ets?.locked);
  const reason = locked ? 'verification-locked-reason' : undefined;
  return (
    <RoleGate permission="record_verification" cannot="record the verification statement">
      <form
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="verification-title"
        className="max-w-2xl space-y-4 rounded-lg border border-slate-200 p-4"
      >
        <h3 id="verification-title" className="text-sm font-semibold text-slate-800">
          Verifier&apos;s statement for {year}
        </h3>
        {failure && <Alert tone="error">{failure}</Alert>}
        {done && <Alert tone="success">{done}</Alert>}
        <p className="text-sm text-slate-600">
          {statement
            ? `Verified by ${statement.verifier} on ${statement.verified_on}: ${num(statement.verified_co2_t, 1)} t CO2 (${OPINION_LABELS[statement.opinion].toLowerCase()}). Your data report ${num(ets.reported_co2_t, 1)} t.`
            : `No statement recorded: the ${year} CO2 of your data${ets ? `, ${num(ets.reported_co2_t, 1)} t,` : ''} is reported, not verified. Record the accredited verifier's statement once you have it.`}
        </p>
        <fieldset disabled={locked !== null} className="grid min-w-0 gap-4 sm:grid-cols-2">
          <TextField
            label="Verifier"
            error={errors.verifier?.message}
            hint="The accredited verification body"
            {...form.register('verifier')}
          />
          <TextField
            label="Date of the statement"
            type="date"
            error={errors.verified_on?.message}
            {...form.register('verified_on')}
          />
          <TextField
            label="Verified CO2 (t)"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            error={errors.verified_co2_t?.message}
            {...form.register('verified_co2_t', { valueAsNumber: true })}
          />
          <SelectField
            label="Opinion"
            error={errors.opinion?.message}
            {...form.register('opinion')}
          >
            {VERIFICATION_OPINIONS.map((o) => (
              <option key={o} value={o}>
                {OPINION_LABELS[o]}
              </option>
            ))}
          </SelectField>
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <Button
            type="submit"
            disabled={isSubmitting || locked !== null}
            aria-describedby={reason}
          >
            {statement ? 'Update statement' : 'Record statement'}
          </Button>
          {statement && (
            <Button
              type="button"
              variant="secondary"
              onClick={onRemove}
              disabled={remove.isPending || locked !== null}
              aria-describedby={reason}
            >
              Remove statement
            </Button>
          )}
        </div>
        {locked && (
          <p id={reason} className="text-sm text-amber-800">
            {locked}
          </p>
        )}
      </form>
    </RoleGate>
  );
}
