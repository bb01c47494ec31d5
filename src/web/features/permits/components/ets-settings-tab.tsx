import { RoleGate } from '@web/components/role-gate';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { DEFAULT_GWP_SET, GWP_SETS, type GwpSetName } from '@domain/constants';
import { num } from '@domain/format';
import {
  DEFAULT_USER_SETTINGS,
  settingsPatchSchema,
  type SettingsPatch,
} from '@domain/validation/settings';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { SelectField } from '@web/components/ui/select-field';
import { Spinner } from '@web/components/ui/spinner';
import { TextField } from '@web/components/ui/text-field';
import { errorMessage } from '@web/lib/error-message';
import {
  MSG_SETTINGS_LOAD_FAILED,
  settingsQuery,
  type UserSettingsView,
} from '../api/get-settings';
import { MSG_SETTINGS_SAVE_FAILED, useSaveSettings } from '../api/save-settings';
import { useServerValues } from '@web/lib/use-server-values';
import { useTimedMessage } from '@web/lib/use-timed-message';
import { citation } from '@domain/sources/sources';

type SettingsFormInput = z.input<typeof settingsPatchSchema>;

export const MSG_SETTINGS_SAVED = 'Settings saved: every screen, export and report uses them now';

const GWP_NAMES = Object.keys(GWP_SETS) as GwpSetName[];

/** "AR4 (default): CH4 25, N2O 298" */
export function gwpOptionLabel(name: GwpSetName): string {
  const { CH4, N2O } = GWP_SETS[name];
  return `${name}${name === DEFAULT_GWP_SET ? ' (default)' : ''}: CH4 ${CH4}, N2O ${N2O}`;
}

const valuesOf = (s: UserSettingsView | undefined): SettingsFormInput => ({
  eua_price_eur_per_t: s?.eua_price_eur_per_t ?? DEFAULT_USER_SETTINGS.eua_price_eur_per_t,
  permit_block_t: s?.permit_block_t ?? DEFAULT_USER_SETTINGS.permit_block_t,
  gwp_set: s?.gwp_set ?? DEFAULT_USER_SETTINGS.gwp_set,
  penalty_eur_per_t: s?.penalty_eur_per_t ?? DEFAULT_USER_SETTINGS.penalty_eur_per_t,
  corroboration_flag_pct: s?.corroboration_flag_pct ?? DEFAULT_USER_SETTINGS.corroboration_flag_pct,
});

/** Issue 11: the EUA price, the tonnes one permit stands for and the GWP set of CO2e. */
export function EtsSettingsTab() {
  const settings = useQuery(settingsQuery());
  if (settings.isPending) return <Spinner label="Loading your settings..." className="py-12" />;
  return <EtsSettingsForm settings={settings.data} loadFailed={settings.isError} />;
}

// The form starts from the saved settings, so no later reset races the user's first keystrokes.
function EtsSettingsForm({
  settings,
  loadFailed,
}: {
  settings: UserSettingsView | undefined;
  loadFailed: boolean;
}) {
  const save = useSaveSettings();
  const [saved, showSaved] = useTimedMessage();
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useForm<SettingsFormInput, unknown, SettingsPatch>({
    resolver: zodResolver(settingsPatchSchema),
    defaultValues: valuesOf(settings),
  });
  const { errors, isSubmitting } = form.formState;
  useServerValues(form, valuesOf(settings));

  const onSubmit = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      await save.mutateAsync(values);
      showSaved(MSG_SETTINGS_SAVED);
    } catch (error) {
      setSaveError(errorMessage(error, MSG_SETTINGS_SAVE_FAILED));
    }
  });

  const updated = settings?.updated_at;
  return (
    <RoleGate permission="edit_data" cannot="change the ETS settings">
      <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-5">
        {loadFailed && <Alert tone="error">{MSG_SETTINGS_LOAD_FAILED}</Alert>}
        {saveError && <Alert tone="error">{saveError}</Alert>}
        {saved && <Alert tone="success">{saved}</Alert>}

        <p className="text-sm text-slate-600">
          {updated
            ? `Last changed ${new Date(updated).toLocaleDateString(undefined, { dateStyle: 'medium' })}.`
            : 'You have not changed these yet: the defaults below apply.'}
        </p>

        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="EUA price (EUR per EUA)"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            error={errors.eua_price_eur_per_t?.message}
            hint={`The market value of your allowances and the cost to cover a deficit. Default ${num(DEFAULT_USER_SETTINGS.eua_price_eur_per_t)} EUR.`}
            {...form.register('eua_price_eur_per_t', { valueAsNumber: true })}
          />
          <TextField
            label="Permit block size (t CO2 per permit)"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            error={errors.permit_block_t?.message}
            hint={`What one permit of your EU Permits records stands for. Default ${num(DEFAULT_USER_SETTINGS.permit_block_t)} t.`}
            {...form.register('permit_block_t', { valueAsNumber: true })}
          />
        </div>
        <TextField
          label="Excess emissions penalty (EUR per tonne)"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          error={errors.penalty_eur_per_t?.message}
          hint={`What each tonne not covered by a surrendered allowance costs: ${num(DEFAULT_USER_SETTINGS.penalty_eur_per_t)} EUR in ${citation('etsPenalty')}, indexed to the European consumer price index since 2013 (Art. 16(4)). Enter the indexed figure your authority publishes for the year.`}
          {...form.register('penalty_eur_per_t', { valueAsNumber: true })}
        />
        <p className="-mt-2 text-xs text-slate-500">
          One EUA (EU allowance) covers 1 t CO2, so a permit of{' '}
          {num(DEFAULT_USER_SETTINGS.permit_block_t)} t stands for{' '}
          {num(DEFAULT_USER_SETTINGS.permit_block_t)} EUAs. If you count your holding in EUAs, enter
          them under EU Permits as allowances in EUAs instead of permits.
        </p>

        <TextField
          label="Corroboration difference flagged above (%)"
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step="any"
          error={errors.corroboration_flag_pct?.message}
          hint={`A plant that measures its CO2 in the stack is checked against a calculation from its fuel (MRR Art. 46). The ETS year flags the plant when the difference exceeds this share of the measured CO2. Default ${num(DEFAULT_USER_SETTINGS.corroboration_flag_pct)} %: a setting, not a limit the Regulation sets.`}
          {...form.register('corroboration_flag_pct', { valueAsNumber: true })}
        />

        <SelectField
          label="GWP set for CO2e"
          error={errors.gwp_set?.message}
          hint="The global warming potentials (100 years) that convert CH4 and N2O into CO2e on every screen, export and report. The EU ETS position counts CO2 only and does not change."
          {...form.register('gwp_set')}
        >
          {GWP_NAMES.map((name) => (
            <option key={name} value={name}>
              {gwpOptionLabel(name)}
            </option>
          ))}
        </SelectField>

        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save settings'}
        </Button>
      </form>
    </RoleGate>
  );
}
