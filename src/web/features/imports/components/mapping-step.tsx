import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  importProfileSchema,
  PROFILE_NAME_MAX_CHARS,
  type ImportProfile,
} from '@domain/imports/import-profile';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TimeZoneOptions } from '@web/components/time-zone-options';
import { SelectField } from '@web/components/ui/select-field';
import { TextField } from '@web/components/ui/text-field';
import { ApiError } from '@web/lib/api-error';
import { errorMessage } from '@web/lib/error-message';
import {
  MSG_PROFILE_SAVE_FAILED,
  useSaveImportProfile,
  type SavedProfile,
} from '../api/import-profiles';
import type { WorkbookPreview } from '../api/preview-workbook';
import { headersOf, type FileSample } from '../lib/file-sample';
import { guessMapping } from '../lib/guess-mapping';
import {
  FIXABLE_COLUMNS,
  FIXED,
  mappingSchema,
  profileInputOf,
  unitsForPeriod,
  type MappingValues,
  type Period,
} from '../lib/mapping-values';
import { previewOf } from '../lib/preview-rows';
import { profileSampleOf, specSampleOf } from '../lib/workbook-sample';
import { ColumnFields, GuessNote } from './column-fields';
import { MappingPreview } from './mapping-preview';

/** The file's start: a CSV file's first bytes, or a workbook's first rows read by the server. */
export type MappingSource =
  { kind: 'csv'; sample: FileSample } | { kind: 'workbook'; preview: WorkbookPreview };

export interface MappingStepProps {
  fileName: string;
  source: MappingSource;
  /** Uploads the file through the saved profile; the step stays open when it fails. */
  onUpload: (profile: SavedProfile) => Promise<void>;
  /** Samples another sheet of the workbook; the step is opened again on it. */
  onChooseSheet?: (sheet: string) => Promise<void>;
  onCancel: () => void;
  /** Why the last upload through the profile failed, shown above the buttons. */
  uploadFailure?: ReactNode;
}

/** The sheet a profile names: none for the first, which a profile reads when it names none. */
const sheetOf = (workbook: WorkbookPreview | null) =>
  workbook && workbook.sheet !== workbook.sheets[0]?.name ? workbook.sheet : null;

/** The profile's name to start from: the file's, without its extension. */
const nameOf = (fileName: string) =>
  fileName.replace(/\.[^.]*$/, '').slice(0, PROFILE_NAME_MAX_CHARS) || 'Import profile';

/**
 * Issue 27 §1: a file whose columns are not the spec's is mapped onto them here, with a preview
 * of its first rows as they will be stored, then the mapping is saved as an import profile and
 * the file uploaded through it.
 */
export function MappingStep({
  fileName,
  source,
  onUpload,
  onChooseSheet,
  onCancel,
  uploadFailure,
}: MappingStepProps) {
  const save = useSaveImportProfile();
  // Once saved, the profile is replaced (not saved twice) when the user corrects the mapping.
  const [saved, setSaved] = useState<SavedProfile | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  // A workbook's cells are guessed from as the spec's CSV writes them.
  const sample = useMemo(
    () => (source.kind === 'csv' ? source.sample : specSampleOf(source.preview.rows)),
    [source],
  );
  const workbook = source.kind === 'workbook' ? source.preview : null;
  const [guessed] = useState(() => guessMapping(sample, nameOf(fileName)));
  const [proposal] = useState(() => ({ ...guessed.values, sheet: sheetOf(workbook) }));
  const [choosingSheet, setChoosingSheet] = useState(false);
  // With defaultValues alone the selects showed their first option (seen in the tests); `values`
  // sets the form to the proposal once it is in the page.
  const form = useForm<MappingValues, unknown, ImportProfile>({
    resolver: zodResolver(mappingSchema),
    defaultValues: proposal,
    values: proposal,
  });
  const { errors, isSubmitting } = form.formState;
  const values = useWatch({ control: form.control }) as MappingValues;
  const daily = values.period === 'day';
  const headers = useMemo(
    () => headersOf(sample, workbook ? sample.delimiter : values.delimiter || sample.delimiter),
    [sample, workbook, values.delimiter],
  );
  // The preview is read again only when the profile the values describe changes.
  const profileKey = JSON.stringify(profileInputOf(values));
  const preview = useMemo(() => {
    const parsed = importProfileSchema.safeParse(JSON.parse(profileKey));
    if (!parsed.success) return null;
    if (!workbook) return previewOf(parsed.data, sample);
    // A workbook's rows are written for the profile as the server writes its sheet.
    const written = profileSampleOf(workbook.rows, parsed.data);
    return previewOf(written.profile, written.sample);
  }, [profileKey, sample, workbook]);

  const chooseSheet = async (sheet: string) => {
    if (!onChooseSheet) return;
    setChoosingSheet(true);
    await onChooseSheet(sheet).finally(() => setChoosingSheet(false));
  };

  const submit = form.handleSubmit(async (profile) => {
    setSaveError(null);
    let stored: SavedProfile;
    try {
      stored = await save.mutateAsync({ id: saved?.id ?? null, profile });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'profile_name_exists') {
        form.setError('name', { message: error.message });
      } else {
        // A profile deleted meanwhile is saved anew on the next try.
        if (error instanceof ApiError && error.status === 404) setSaved(null);
        setSaveError(errorMessage(error, MSG_PROFILE_SAVE_FAILED));
      }
      return;
    }
    setSaved(stored);
    await onUpload(stored);
  });

  return (
    <section
      aria-labelledby="mapping-step-title"
      className="space-y-5 rounded-lg border border-brand-100 bg-white p-4 shadow-sm"
    >
      <div className="space-y-1">
        <h3 id="mapping-step-title" className="text-base font-semibold text-slate-900">
          Map the columns of {fileName}
        </h3>
        <p className="text-sm text-slate-600">
          Its columns are not the spec&apos;s. Say which of them holds each of the spec&apos;s
          columns and in which unit; the preview shows the first rows as they will be stored. The
          mapping is saved as an import profile, and the next file holding these columns is read
          through it without asking.
        </p>
        {workbook && (
          <p className="text-sm text-slate-600">
            Read from the sheet &quot;{workbook.sheet}&quot;
            {workbook.sheets.length > 1 &&
              ` (sheet ${workbook.sheets.findIndex((s) => s.name === workbook.sheet) + 1} of ${workbook.sheets.length})`}
            . Its date cells are read as dates; the date format says how dates written as text, or a
            date and an hour in two columns, are read.
          </p>
        )}
      </div>
      {workbook && workbook.sheets.length > 1 && onChooseSheet && (
        <SelectField
          label="Sheet"
          hint="The sheet holding the readings; its columns are proposed again."
          value={workbook.sheet}
          disabled={choosingSheet}
          onChange={(event) => void chooseSheet(event.currentTarget.value)}
        >
          {workbook.sheets.map((sheet) => (
            <option key={sheet.name} value={sheet.name}>
              {sheet.name}
            </option>
          ))}
        </SelectField>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
        <div className="space-y-1 sm:max-w-xl">
          <SelectField
            label="Each row is"
            hint="A day's totals are stored as that day, never as an hour of it: the date holds no time, and the measures are energies and masses, not a power."
            error={errors.period?.message}
            {...form.register('period', {
              // A day's total is an energy, and its operating time most often hours.
              onChange: (event: { target: { value: Period } }) =>
                form.setValue('units', unitsForPeriod(form.getValues('units'), event.target.value)),
            })}
          >
            <option value="reading">A reading (1-60 minutes)</option>
            <option value="day">A day&apos;s totals</option>
          </SelectField>
          {guessed.notes.period && <GuessNote guess={guessed.notes.period} />}
        </div>
        <ColumnFields
          headers={headers}
          register={form.register}
          errors={errors}
          notes={guessed.notes}
          fixed={FIXABLE_COLUMNS.filter((c) => values.columns[c] === FIXED)}
          operatingTimeMapped={values.columns.operating_time !== ''}
          daily={daily}
        />

        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-800">How the file is written</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Date format"
              placeholder="DD.MM.YYYY HH:mm"
              error={errors.date_format?.message}
              hint={
                daily ? (
                  <>
                    The day alone, for example <code>MM-DD-YYYY</code>. Empty: 2025-01-31.
                  </>
                ) : (
                  <>
                    For example <code>DD.MM.YYYY HH:mm</code> or <code>YYYY-MM-DD H</code>. Empty:
                    the spec&apos;s own (2025-01-31 13:00).
                  </>
                )
              }
              {...form.register('date_format')}
            />
            <SelectField
              label="Time zone"
              error={errors.timezone?.message}
              hint={
                daily
                  ? "The plant's own where it has none yet; a daily row is the day written, whatever the zone."
                  : 'Of timestamps without an offset; one with Z or an offset is read as it is.'
              }
              {...form.register('timezone')}
            >
              <TimeZoneOptions current={values.timezone} />
            </SelectField>
            <SelectField
              label="Decimal separator"
              error={errors.decimal?.message}
              {...form.register('decimal')}
            >
              <option value=".">Point (1234.5)</option>
              <option value=",">Comma (1234,5)</option>
            </SelectField>
            {!workbook && (
              <SelectField
                label="Field separator"
                error={errors.delimiter?.message}
                {...form.register('delimiter')}
              >
                <option value="">Detect from the header line</option>
                <option value=",">Comma</option>
                <option value=";">Semicolon</option>
                <option value={'\t'}>Tab</option>
              </SelectField>
            )}
          </div>
        </fieldset>

        <MappingPreview preview={preview} daily={daily} />

        <TextField
          label="Profile name"
          maxLength={PROFILE_NAME_MAX_CHARS}
          error={errors.name?.message}
          hint="Saved for next time: listed under Import profiles below, where it can be deleted."
          {...form.register('name')}
        />

        {saveError && <Alert tone="error">{saveError}</Alert>}
        {saved && uploadFailure && (
          <Alert tone="info">
            Saved as the profile &quot;{saved.name}&quot;. Correct the mapping and try again: the
            profile is updated.
          </Alert>
        )}
        {uploadFailure}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving and uploading...' : 'Save profile and upload'}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
