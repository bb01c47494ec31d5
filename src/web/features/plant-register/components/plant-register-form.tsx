import { useState, type ComponentProps, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { isAssumedInEts, REGISTER_COUNTRIES } from '@domain/register/countries';
import type { AssumableField } from '@domain/analysis/register-entry-schema';
import { registerPatchSchema, type RegisterPatchInput } from '@domain/register/register-schema';
import { TimeZoneOptions } from '@web/components/time-zone-options';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { SelectField } from '@web/components/ui/select-field';
import { TextAreaField } from '@web/components/ui/text-area-field';
import { TextField } from '@web/components/ui/text-field';
import type { PlantRegisterEntry } from '@web/lib/get-plant-register';
import { errorMessage } from '@web/lib/error-message';
import { MSG_PLANT_REGISTER_SAVE_FAILED, useSavePlantRegister } from '../api/save-plant-register';

type Field = AssumableField | 'notes' | 'timezone';
type Values = Record<Field, string>;

const yesNo = (v: boolean) => (v ? 'yes' : 'no');

/** The form's text of an entry's shown values (declared or assumed). */
function valuesOf(e: PlantRegisterEntry): Values {
  return {
    country: e.country,
    sector: e.sector,
    capacity_mw: e.capacity_mw === null ? '' : String(e.capacity_mw),
    ets_installation_id: e.ets_installation_id ?? '',
    in_ets: yesNo(e.in_ets),
    sec_reporting: yesNo(e.sec_reporting),
    renewable_share: String(e.renewable_share),
    notes: e.notes ?? '',
    timezone: e.timezone ?? '',
  };
}

/** A typed number, or the text itself so that the shared rules refuse it with their message. */
const numberOf = (text: string): number | string | null =>
  text.trim() === '' ? null : Number.isNaN(Number(text)) ? text : Number(text);

/**
 * What saving declares, as the register API takes it: every field the user changed, and every
 * assumed value the form showed (saved as shown, so it is declared). With assumed values it confirms
 * the entry, so a field left empty (capacity, ETS ID) is declared empty, not assumed.
 */
function patchOf(entry: PlantRegisterEntry, values: Values): Record<string, unknown> {
  const before = valuesOf(entry);
  const isAssumed = (field: Field) =>
    field in entry.assumed && entry.assumed[field as AssumableField];
  const patch: Record<string, unknown> = {};
  for (const field of Object.keys(values) as Field[]) {
    if (values[field] === before[field] && !isAssumed(field)) continue;
    const text = values[field];
    if (field === 'capacity_mw' || field === 'renewable_share') patch[field] = numberOf(text);
    else if (field === 'in_ets' || field === 'sec_reporting') patch[field] = text === 'yes';
    else patch[field] = text;
  }
  if (Object.values(entry.assumed).some(Boolean)) patch.confirmed = true;
  return patch;
}

/**
 * Issue 11: edits one plant's register entry, checked by the same rules as the server; saving
 * declares what the form shows (issue 37).
 */
export function PlantRegisterForm({
  entry,
  onDone,
}: {
  entry: PlantRegisterEntry;
  onDone: (message: string | null) => void;
}) {
  const save = useSavePlantRegister();
  const [values, setValues] = useState<Values>(() => valuesOf(entry));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // Whether the EU ETS scope shown is one the user declared or chose here, not the assumed default.
  const [scopeChosen, setScopeChosen] = useState(!entry.assumed.in_ets);
  // The value, change handler and message of one field, as every field component takes them.
  const bind = (field: Field) => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => {
      const value = e.target.value;
      if (field === 'in_ets') setScopeChosen(true);
      setValues((v) => ({
        ...v,
        [field]: value,
        // An assumed scope follows the country chosen, as the register's default does, so that
        // saving declares the scope shown.
        ...(field === 'country' && !scopeChosen && { in_ets: yesNo(isAssumedInEts(value)) }),
      }));
    },
    error: errors[field],
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const patch = patchOf(entry, values);
    const checked = z.safeParse(registerPatchSchema, patch);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    if (Object.keys(patch).length === 0) return onDone(null);
    try {
      await save.mutateAsync({ plantId: entry.plant_id, patch: patch as RegisterPatchInput });
      onDone(`Saved ${entry.plant_name}.`);
    } catch (e) {
      setFailure(errorMessage(e, MSG_PLANT_REGISTER_SAVE_FAILED));
    }
  };

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={`Edit ${entry.plant_name}`}
      className="space-y-4"
    >
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField label="Country" {...bind('country')}>
          {REGISTER_COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <TextField label="Sector" {...bind('sector')} />
        <TextField
          label="Capacity (MW)"
          inputMode="decimal"
          {...bind('capacity_mw')}
          hint="Empty: not declared"
        />
        <TextField label="Renewable share (%)" inputMode="decimal" {...bind('renewable_share')} />
        <TextField label="ETS installation or permit ID" {...bind('ets_installation_id')} />
        <YesNoField label="In EU ETS scope" {...bind('in_ets')} />
        <YesNoField label="Reports under the SEC rule" {...bind('sec_reporting')} />
        <SelectField
          label="Time zone"
          hint="The plant's days are its local days: 23 or 25 hours when the clocks change."
          {...bind('timezone')}
        >
          <option value="">Not declared: days as the files write them</option>
          <TimeZoneOptions current={values.timezone} />
        </SelectField>
      </div>
      <TextAreaField label="Notes" {...bind('notes')} />
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={() => onDone(null)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** A yes/no fact of the register as a select. */
function YesNoField(props: Omit<ComponentProps<typeof SelectField>, 'children'>) {
  return (
    <SelectField {...props}>
      <option value="yes">Yes</option>
      <option value="no">No</option>
    </SelectField>
  );
}
