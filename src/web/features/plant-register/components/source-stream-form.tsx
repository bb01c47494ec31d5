import { useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { co2TonnesPerTj, IPCC_2006_FUELS, type IpccFuelId } from '@domain/factors/ipcc-2006';
import {
  ACTIVITY_DATA_TIERS,
  ACTIVITY_SOURCES,
  FACTOR_TIERS,
  IPCC_FUEL_IDS,
  OXIDATION_TIERS,
  STREAM_METHODS,
  sourceStreamSchema,
  type SourceStreamInput,
} from '@domain/source-streams/source-stream-schema';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { SelectField } from '@web/components/ui/select-field';
import { TextField } from '@web/components/ui/text-field';
import { errorMessage } from '@web/lib/error-message';
import { MSG_STREAM_SAVE_FAILED, useSaveStream, type StoredStream } from '../api/source-streams';
import { ACTIVITY_LABELS, fuelLabel, METHOD_LABELS, tierLabel } from '../lib/stream-labels';

const NUMBERS = [
  'ncv_gj_per_unit',
  'emission_factor_t_per_tj',
  'oxidation_factor',
  'biomass_fraction',
] as const;
type Field = keyof SourceStreamInput;
type Values = Record<Field, string>;

const EMPTY: Values = {
  unit_id: '',
  name: '',
  fuel: 'natural_gas',
  method: 'calculation',
  activity_data: 'file_fuel_mwh',
  ncv_gj_per_unit: '',
  emission_factor_t_per_tj: '',
  oxidation_factor: '',
  biomass_fraction: '',
  tier_activity_data: '1',
  tier_ncv: '1',
  tier_emission_factor: '1',
  tier_oxidation_factor: '1',
};

function valuesOf(stream: StoredStream | null): Values {
  if (!stream) return EMPTY;
  const values = { ...EMPTY };
  for (const field of Object.keys(EMPTY) as Field[]) {
    const value = stream[field];
    values[field] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

/** The stream the form's text makes: an empty factor null (the default), a number typed as one. */
function streamOf(values: Values): Record<string, unknown> {
  const stream: Record<string, unknown> = { ...values };
  for (const field of NUMBERS) {
    const text = values[field].trim();
    stream[field] = text === '' ? null : Number.isNaN(Number(text)) ? text : Number(text);
  }
  return stream;
}

/** Issue 38: adds or edits one source stream of a plant, checked by the same rules as the server. */
export function SourceStreamForm({
  plantId,
  stream,
  onDone,
}: {
  plantId: number;
  stream: StoredStream | null;
  onDone: (message: string | null) => void;
}) {
  const save = useSaveStream(plantId);
  const [values, setValues] = useState<Values>(() => valuesOf(stream));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const bind = (field: Field) => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: e.target.value })),
    error: errors[field],
  });
  const fuelId = values.fuel as IpccFuelId;
  const fuel = IPCC_2006_FUELS[fuelId];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = z.safeParse(sourceStreamSchema, streamOf(values));
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({
        id: stream?.id ?? null,
        stream: streamOf(values) as SourceStreamInput,
      });
      onDone(`Saved the source stream ${checked.data.name}.`);
    } catch (e) {
      setFailure(errorMessage(e, MSG_STREAM_SAVE_FAILED));
    }
  };

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={stream ? `Edit source stream ${stream.name}` : 'Add a source stream'}
      className="space-y-4 rounded-md border border-slate-200 bg-white p-4"
    >
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField label="Name" {...bind('name')} />
        <TextField label="Unit ID" hint="Empty: the whole plant" {...bind('unit_id')} />
        <SelectField label="Fuel" {...bind('fuel')}>
          {IPCC_FUEL_IDS.map((f) => (
            <option key={f} value={f}>
              {fuelLabel(f)}
            </option>
          ))}
        </SelectField>
        <SelectField label="Method" {...bind('method')}>
          {STREAM_METHODS.map((m) => (
            <option key={m} value={m}>
              {METHOD_LABELS[m]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Activity data" {...bind('activity_data')}>
          {ACTIVITY_SOURCES.map((a) => (
            <option key={a} value={a}>
              {ACTIVITY_LABELS[a]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="NCV (GJ per unit)"
          inputMode="decimal"
          hint={`Empty: IPCC 2006 default, ${fuel.ncv.value} GJ/t`}
          {...bind('ncv_gj_per_unit')}
        />
        <TextField
          label="Emission factor (t CO2/TJ)"
          inputMode="decimal"
          hint={`Empty: IPCC 2006 default, ${co2TonnesPerTj(fuelId)}`}
          {...bind('emission_factor_t_per_tj')}
        />
        <TextField
          label="Oxidation factor"
          inputMode="decimal"
          hint="Empty: 1"
          {...bind('oxidation_factor')}
        />
        <TextField
          label="Biomass fraction (0-1)"
          inputMode="decimal"
          hint={`Empty: ${fuel.biomass ? 1 : 0}`}
          {...bind('biomass_fraction')}
        />
        <TierField
          label="Activity data tier"
          tiers={ACTIVITY_DATA_TIERS}
          {...bind('tier_activity_data')}
        />
        <TierField label="NCV tier" tiers={FACTOR_TIERS} {...bind('tier_ncv')} />
        <TierField
          label="Emission factor tier"
          tiers={FACTOR_TIERS}
          {...bind('tier_emission_factor')}
        />
        <TierField
          label="Oxidation factor tier"
          tiers={OXIDATION_TIERS}
          {...bind('tier_oxidation_factor')}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save source stream'}
        </Button>
        <Button variant="secondary" onClick={() => onDone(null)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function TierField({
  tiers,
  ...props
}: { tiers: readonly string[]; label: string; value: string; error?: string } & {
  onChange: (e: { target: { value: string } }) => void;
}) {
  return (
    <SelectField {...props}>
      {tiers.map((t) => (
        <option key={t} value={t}>
          {tierLabel(t)}
        </option>
      ))}
    </SelectField>
  );
}
