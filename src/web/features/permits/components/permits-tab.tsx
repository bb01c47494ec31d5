import { RoleGate } from '@web/components/role-gate';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { DATA_QUALITY_LINK_TEXT } from '@web/components/data-quality-link';
import {
  PERMIT_DEFAULT_ACTIVE,
  PERMIT_NOTES_MAX_CHARS,
  PERMIT_YEAR_MAX,
  PERMIT_YEAR_MIN,
} from '@domain/constants';
import { etsCo2Text } from '@domain/ets/ets-words';
import { num } from '@domain/format';
import { allowanceRecordOf, allowancesOf } from '@domain/ets/ets-year';
import { implausiblePermits } from '@domain/ets/plausibility';
import { DEFAULT_USER_SETTINGS } from '@domain/validation/settings';
import { permitSchema, type PermitFormInput, type PermitValues } from '@domain/validation/permit';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { SelectField } from '@web/components/ui/select-field';
import { Spinner } from '@web/components/ui/spinner';
import { TextAreaField } from '@web/components/ui/text-area-field';
import { TextField } from '@web/components/ui/text-field';
import { paths } from '@web/lib/paths';
import { etsYearQuery } from '@web/lib/ets-year-query';
import { permitsQuery, type Permit } from '../api/get-permits';
import { settingsQuery } from '../api/get-settings';
import { useSavePermit } from '../api/save-permit';
import { useServerValues } from '@web/lib/use-server-values';
import { useTimedMessage } from '@web/lib/use-timed-message';
import { VerificationStatementForm } from './verification-statement-form';
import { lockedReason, lockedText } from '@domain/validation/year-lock';
import { YearLockControl } from './year-lock-control';
import { errorMessage } from '@web/lib/error-message';
import { MSG_PERMIT_LOAD_FAILED, MSG_PERMIT_SAVE_FAILED } from '@domain/messages';

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
    permit_number: record?.permit_number ?? '',
    monitoring_plan_version: record?.monitoring_plan_version ?? '',
    allowances_eua: record?.allowances_eua ?? null,
    free_allocation: record?.free_allocation ?? 0,
    purchased: record?.purchased ?? 0,
    sold: record?.sold ?? 0,
    surrendered: record?.surrendered ?? 0,
  };
}

/** An optional whole number: an empty field is null (not entered), anything else a number to check. */
const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** accounts §2 "EU Permits tab", §4 "Permit form": create the year's record, or update it once it exists. */
export function PermitsTab() {
  const permits = useQuery(permitsQuery());
  const save = useSavePermit();
  const [saved, showSaved] = useTimedMessage();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [unsure, setUnsure] = useState<{ values: PermitValues; why: string } | null>(null);
  const settings = useQuery(settingsQuery());
  const blockT = settings.data?.permit_block_t ?? DEFAULT_USER_SETTINGS.permit_block_t;
  const price = settings.data?.eua_price_eur_per_t ?? DEFAULT_USER_SETTINGS.eua_price_eur_per_t;
  const form = useForm<PermitFormInput, unknown, PermitValues>({
    resolver: zodResolver(permitSchema),
    defaultValues: valuesFor(defaultYear(), undefined),
  });
  const { errors, isSubmitting } = form.formState;
  const year = form.watch('permit_year');
  const watched = form.watch();
  const ets = useQuery({ ...etsYearQuery(year), enabled: Number.isInteger(year) });
  const record = permits.data?.find((p) => p.permit_year === year);
  // A locked year's record is kept as locked: its fields and its button wait for the unlock.
  const locked = lockedReason(year, ets.data?.locked);

  // A different year, or the record arriving from the server, sets the form to that year's values.
  useServerValues(form, valuesFor(year, record));

  const store = async (values: PermitValues) => {
    setSaveError(null);
    try {
      await save.mutateAsync({ id: record?.id ?? null, values });
      showSaved(record ? 'Permit data updated successfully' : 'Permit data saved successfully');
    } catch (error) {
      setSaveError(errorMessage(error, MSG_PERMIT_SAVE_FAILED));
    }
  };

  // A block count far above the year's CO2 is most likely EUAs entered as permits: ask first.
  const onSubmit = form.handleSubmit(async (values) => {
    const why = implausiblePermits(values, blockT, ets.data?.reported_co2_t);
    if (why) setUnsure({ values, why });
    else await store(values);
  });

  const saveAnyway = async () => {
    if (!unsure) return;
    await store(unsure.values);
    setUnsure(null);
  };

  if (permits.isPending) return <Spinner label="Loading permit data..." className="py-12" />;

  const counted = allowancesOf(allowanceRecordOf(watched), blockT).allowances;
  const allowances = Number.isFinite(counted) ? counted : null;
  const estimate =
    allowances !== null && allowances > 0 ? { allowances, valueEur: allowances * price } : null;
  return (
    <div className="space-y-8">
      <RoleGate permission="edit_data" cannot="change the permit records">
        <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-5">
          {permits.isError && <Alert tone="error">{MSG_PERMIT_LOAD_FAILED}</Alert>}
          {saveError && <Alert tone="error">{saveError}</Alert>}
          {saved && <Alert tone="success">{saved}</Alert>}

          <ModeNote year={year} record={record} locked={locked !== null} />
          {ets.data?.locked && (
            <Alert tone="warning">
              {lockedText(ets.data.locked)}: unlock {year} below to change its permit record.
            </Alert>
          )}

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
              disabled={locked !== null}
              error={errors.active_permits?.message}
              {...form.register('active_permits', { valueAsNumber: true })}
            />
          </div>
          <p className="-mt-2 text-xs text-slate-500">
            One permit = {num(blockT)} t CO2 ({num(blockT)} EUAs; one EUA covers 1 t CO2), valued at{' '}
            {num(price, 2)} EUR per EUA. Both are your{' '}
            <Link to={`${paths.settings}?tab=ets`} className="font-medium text-brand-700 underline">
              ETS &amp; CO2e settings
            </Link>
            .
            {ets.data && (
              <>
                {' '}
                Your data for {year}: {etsCo2Text(ets.data)}.{' '}
                <Link to={paths.dataQuality} className="font-medium text-brand-700 underline">
                  {DATA_QUALITY_LINK_TEXT}
                </Link>
              </>
            )}
          </p>

          <fieldset disabled={locked !== null} className="min-w-0 space-y-5">
            <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold text-slate-800">
                Allowances of {year} (whole EUAs)
              </legend>
              <TextField
                label="Allowances entered in EUAs (optional; replaces permits x block size)"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                error={errors.allowances_eua?.message}
                hint="Leave empty to count the permits above."
                {...form.register('allowances_eua', { setValueAs: optionalNumber })}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label="Free allocation"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  error={errors.free_allocation?.message}
                  {...form.register('free_allocation', { valueAsNumber: true })}
                />
                <TextField
                  label="Purchased"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  error={errors.purchased?.message}
                  {...form.register('purchased', { valueAsNumber: true })}
                />
                <TextField
                  label="Sold"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  error={errors.sold?.message}
                  {...form.register('sold', { valueAsNumber: true })}
                />
                <TextField
                  label="Surrendered"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  error={errors.surrendered?.message}
                  hint="Already surrendered for this year's CO2."
                  {...form.register('surrendered', { valueAsNumber: true })}
                />
              </div>
            </fieldset>

            {estimate && (
              <div
                className="grid gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4 sm:grid-cols-2"
                aria-live="polite"
              >
                <div>
                  <p className="text-xs font-medium uppercase tracking-wide text-brand-700">
                    Allowances for the year
                  </p>
                  <p className="text-lg font-semibold text-slate-900">
                    {num(estimate.allowances)} tCO2
                  </p>
                </div>
                <div>
                  <p className="text-xs font-medium uppercase tracking-wide text-brand-700">
                    Estimated market value
                  </p>
                  <p className="text-lg font-semibold text-slate-900">
                    {num(estimate.valueEur)} EUR
                  </p>
                </div>
              </div>
            )}

            <TextField
              label="Company name (optional)"
              autoComplete="organization"
              error={errors.company_name?.message}
              {...form.register('company_name')}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label="Permit number (optional)"
                error={errors.permit_number?.message}
                hint="As the competent authority issued it; the annual emissions report states it."
                {...form.register('permit_number')}
              />
              <TextField
                label="Monitoring plan version (optional)"
                error={errors.monitoring_plan_version?.message}
                hint="The approved plan's version the year was monitored under."
                {...form.register('monitoring_plan_version')}
              />
            </div>
            <TextAreaField
              label="Notes (optional)"
              rows={4}
              error={errors.notes?.message}
              hint={`Up to ${PERMIT_NOTES_MAX_CHARS} characters.`}
              {...form.register('notes')}
            />
          </fieldset>
          <div className="space-y-2">
            <Button
              type="submit"
              disabled={isSubmitting || locked !== null}
              aria-describedby={locked ? 'permit-locked-reason' : undefined}
            >
              {isSubmitting ? 'Saving...' : record ? 'Update Permit Data' : 'Save Permit Data'}
            </Button>
            {locked && (
              <p id="permit-locked-reason" className="text-sm text-amber-800">
                {locked}
              </p>
            )}
          </div>
          <ConfirmDialog
            open={unsure !== null}
            onOpenChange={(open) => !open && setUnsure(null)}
            title="Permits or allowances?"
            description={unsure?.why}
            confirmLabel="Save anyway"
            pendingLabel="Saving..."
            pending={save.isPending}
            onConfirm={() => void saveAnyway()}
          />
        </form>
      </RoleGate>
      {Number.isInteger(year) && <VerificationStatementForm year={year} ets={ets.data} />}
      {Number.isInteger(year) && <YearLockControl year={year} ets={ets.data} />}
    </div>
  );
}

const MODE_BADGE = {
  locked: 'bg-amber-100 text-amber-900',
  update: 'bg-green-100 text-green-800',
  create: 'bg-blue-100 text-blue-800',
};

/** Says whether saving creates the year's record, updates the one loaded, or cannot while the year is locked. */
function ModeNote({
  year,
  record,
  locked,
}: {
  year: number;
  record: Permit | undefined;
  locked: boolean;
}) {
  const updated =
    record && new Date(record.updated_at).toLocaleDateString(undefined, { dateStyle: 'medium' });
  const [mode, badge, text] = locked
    ? ([
        'locked',
        'Read only',
        record
          ? `Your saved record for ${year} (last updated ${updated}), kept as the lock holds it.`
          : `No record for ${year}; none can be created while it is locked.`,
      ] as const)
    : record
      ? ([
          'update',
          'Update mode',
          `Editing your saved record for ${year} (last updated ${updated}).`,
        ] as const)
      : (['create', 'Create mode', `No record for ${year} yet: saving creates one.`] as const);
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
      <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${MODE_BADGE[mode]}`}>
        {badge}
      </span>
      {text}
    </p>
  );
}
