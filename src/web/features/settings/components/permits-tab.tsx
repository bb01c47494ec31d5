import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  PERMIT_CAPACITY_T,
  PERMIT_DEFAULT_ACTIVE,
  PERMIT_NOTES_MAX_CHARS,
  PERMIT_PRICE_EUR_PER_T,
  PERMIT_YEAR_MAX,
  PERMIT_YEAR_MIN,
} from '../../../../domain/core/constants';
import { num } from '../../../../domain/core/format';
import { permitEstimate } from '../../../../domain/core/permit-estimate';
import {
  permitSchema,
  type PermitFormInput,
  type PermitValues,
} from '../../../../domain/core/validation/permit';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { permitsQuery, type Permit } from '../api/get-permits';
import { useSavePermit } from '../api/save-permit';
import { useTimedMessage } from '../hooks/use-timed-message';
import { errorMessage } from '../../../lib/error-message';
import { MSG_PERMIT_LOAD_FAILED, MSG_PERMIT_SAVE_FAILED } from '../../../../domain/core/messages';

const YEARS = Array.from(
  { length: PERMIT_YEAR_MAX - PERMIT_YEAR_MIN + 1 },
  (_, i) => PERMIT_YEAR_MIN + i,
);

/** accounts §9: the form opens on the current year (kept inside the years offered). */
function defaultYear(): number {
  return Math.min(PERMIT_YEAR_MAX, Math.max(PERMIT_YEAR_MIN, new Date().getFullYear()));
}

/** The form's values for a year: its saved record, or the defaults for a new one. */
function valuesFor(year: number, record: Permit | undefined): PermitFormInput {
  return {
    permit_year: year,
    active_permits: record?.active_permits ?? PERMIT_DEFAULT_ACTIVE,
    company_name: record?.company_name ?? '',
    notes: record?.notes ?? '',
  };
}

const EXPLANATION = `One permit = ${num(PERMIT_CAPACITY_T)} tCO2 of capacity, valued at ${PERMIT_PRICE_EUR_PER_T} EUR/tCO2.`;

/** accounts §2 "EU Permits tab", §4 "Permit form": create the year's record, or update it once it exists. */
export function PermitsTab() {
  const permits = useQuery(permitsQuery());
  const save = useSavePermit();
  const [saved, showSaved] = useTimedMessage();
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useForm<PermitFormInput, unknown, PermitValues>({
    resolver: zodResolver(permitSchema),
    defaultValues: valuesFor(defaultYear(), undefined),
  });
  const { errors, isSubmitting } = form.formState;
  const year = form.watch('permit_year');
  const activePermits = form.watch('active_permits');
  const record = permits.data?.find((p) => p.permit_year === year);

  // A different year, or the record arriving from the server, sets the form to that year's values.
  useEffect(() => {
    form.reset(valuesFor(year, record));
  }, [form, year, record]);

  const onSubmit = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      await save.mutateAsync({ id: record?.id ?? null, values });
      showSaved(record ? 'Permit data updated successfully' : 'Permit data saved successfully');
    } catch (error) {
      setSaveError(errorMessage(error, MSG_PERMIT_SAVE_FAILED));
    }
  });

  if (permits.isPending) return <Spinner label="Loading permit data..." className="py-12" />;

  const estimate =
    Number.isFinite(activePermits) && activePermits > 0 ? permitEstimate(activePermits) : null;
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-5">
      {permits.isError && <Alert tone="error">{MSG_PERMIT_LOAD_FAILED}</Alert>}
      {saveError && <Alert tone="error">{saveError}</Alert>}
      {saved && <Alert tone="success">{saved}</Alert>}

      <ModeNote year={year} record={record} />

      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Permit year"
          error={errors.permit_year?.message}
          {...form.register('permit_year', { valueAsNumber: true })}
        >
          {YEARS.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Active permits"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={errors.active_permits?.message}
          {...form.register('active_permits', { valueAsNumber: true })}
        />
      </div>
      <p className="-mt-2 text-xs text-slate-500">{EXPLANATION}</p>

      {estimate && (
        <div
          className="grid gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4 sm:grid-cols-2"
          aria-live="polite"
        >
          <div>
            <p className="text-xs font-medium uppercase tracking-wide text-brand-700">
              Estimated capacity
            </p>
            <p className="text-lg font-semibold text-slate-900">{num(estimate.capacityT)} tCO2</p>
          </div>
          <div>
            <p className="text-xs font-medium uppercase tracking-wide text-brand-700">
              Estimated market value
            </p>
            <p className="text-lg font-semibold text-slate-900">{num(estimate.valueEur)} EUR</p>
          </div>
        </div>
      )}

      <TextField
        label="Company name (optional)"
        autoComplete="organization"
        error={errors.company_name?.message}
        {...form.register('company_name')}
      />
      <TextAreaField
        label="Notes (optional)"
        rows={4}
        error={errors.notes?.message}
        hint={`Up to ${PERMIT_NOTES_MAX_CHARS} characters.`}
        {...form.register('notes')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : record ? 'Update Permit Data' : 'Save Permit Data'}
      </Button>
    </form>
  );
}

/** Says whether saving creates the year's record or updates the one loaded. */
function ModeNote({ year, record }: { year: number; record: Permit | undefined }) {
  if (record) {
    const updated = new Date(record.updated_at).toLocaleDateString(undefined, {
      dateStyle: 'medium',
    });
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
          Update mode
        </span>
        Editing your saved record for {year} (last updated {updated}).
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
      <span className="rounded-full bg-blue-100 px-2 py-0.5 text-xs font-medium text-blue-800">
        Create mode
      </span>
      No record for {year} yet: saving creates one.
    </p>
  );
}
