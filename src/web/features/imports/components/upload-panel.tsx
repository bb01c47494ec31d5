import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { CSV_MAX_SIZE_MB, REQUIRED_HEADERS } from '@domain/constants';
import { isWorkbookFile, XLSX_MIME } from '@domain/csv/check-file';
import { zoneFromProfileTarget } from '@domain/audit/zone-from-profile';
import { msgPartialHoursLeftOut } from '@domain/imports/hour-rollup';
import { DownloadSampleButton } from '@web/components/download-sample-button';
import { Alert } from '@web/components/ui/alert';
import { ProgressBar } from '@web/components/ui/progress-bar';
import type { StoredCopy, UploadedFile } from '@web/lib/api-types';
import { paths } from '@web/lib/paths';
import { importProfilesQuery, type SavedProfile } from '../api/import-profiles';
import { previewWorkbook } from '../api/preview-workbook';
import { MappingStep, type MappingSource } from './mapping-step';
import { readFileSample } from '../lib/file-sample';
import { fileFacts } from '../lib/file-facts';
import { matchingProfile, matchingWorkbookProfile } from '../lib/match-profile';
import { useUploadFile } from '../api/upload-file';
import { alreadyUploadedMessage, storedCopyOf } from '../lib/stored-copy';
import { precheckCsv, uploadFailure, type UploadFailure } from '../lib/upload-failure';
import { UploadFailureAlert } from './upload-failure-alert';

/** Whose time zone placed each plant's days, once per zone: "Days placed in -07:00 (...)". */
function placedText(placedIn: UploadedFile['placedIn']): string {
  const whose = {
    profile: "the profile's, now the plant's own",
    plant: "the plant's",
    organisation: "the organisation's",
    none: 'as stored',
  } as const;
  const zones = new Set(placedIn.map((p) => `${p.timezone} (${whose[p.declared]})`));
  return `Days placed in ${[...zones].join(', ')}.`;
}

/** Which plants took the profile's country in the register: "Country US declared for plant 116." */
function countryText(declared: UploadedFile['countryDeclared']): string {
  if (declared === null || declared.plantIds.length === 0) return '';
  return ` Country ${declared.country} declared for ${zoneFromProfileTarget(declared.plantIds)}.`;
}

export interface UploadPanelProps {
  onUploaded: (entry: UploadedFile) => void;
  /** The file was one the user had stored already (issue 27 §4): nothing was stored. */
  onAlreadyUploaded: (copy: StoredCopy) => void;
}

/**
 * Choose a CSV file: checked in the browser first, then sent with a progress bar. A file without
 * the spec's columns is read through the saved import profile made for its columns, or mapped in
 * the mapping step first (issue 27).
 */
export function UploadPanel({ onUploaded, onAlreadyUploaded }: UploadPanelProps) {
  const inputId = useId();
  const queryClient = useQueryClient();
  const { upload, uploading, progress } = useUploadFile();
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<UploadFailure | null>(null);
  const [copy, setCopy] = useState<StoredCopy | null>(null);
  const [through, setThrough] = useState<string | null>(null);
  /** Which time zones placed the last upload's days through a profile, and who took its country. */
  const [placed, setPlaced] = useState<string | null>(null);
  /** Hours the last upload's profile left out as partial: they count as missing. */
  const [partial, setPartial] = useState(0);
  const [mapping, setMapping] = useState<{ file: File; source: MappingSource } | null>(null);
  const [mappingFailure, setMappingFailure] = useState<UploadFailure | null>(null);
  const busy = checking || uploading;

  /** Sends the file (through a profile); the server's refusal, or null when it was taken. */
  const send = async (file: File, profile?: SavedProfile): Promise<UploadFailure | null> => {
    try {
      const entry = await upload(file, profile?.id);
      setPartial(entry.partialHours);
      setPlaced(
        entry.profile ? placedText(entry.placedIn) + countryText(entry.countryDeclared) : null,
      );
      onUploaded(entry);
      return null;
    } catch (error) {
      const stored = storedCopyOf(error);
      if (!stored) return uploadFailure(error);
      setCopy(stored);
      onAlreadyUploaded(stored);
      return null;
    }
  };

  /**
   * A file without the spec's columns: through the profile saved for exactly its columns, else
   * mapped. A CSV file's start is read here; a workbook's first rows by the server (issue 27 §3).
   */
  const sendForeign = async (file: File): Promise<UploadFailure | null> => {
    let source: MappingSource;
    setChecking(true);
    try {
      source = isWorkbookFile(await fileFacts(file))
        ? { kind: 'workbook', preview: await previewWorkbook(file) }
        : { kind: 'csv', sample: await readFileSample(file) };
    } catch (error) {
      return uploadFailure(error);
    } finally {
      setChecking(false);
    }
    const profiles = await queryClient.fetchQuery(importProfilesQuery()).catch(() => []);
    const profile =
      source.kind === 'csv'
        ? matchingProfile(profiles, source.sample)
        : matchingWorkbookProfile(profiles, source.preview.sheets);
    if (!profile) {
      setMapping({ file, source });
      return null;
    }
    setThrough(`Read through your profile "${profile.name}".`);
    return send(file, profile);
  };

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setFailure(null);
    setCopy(null);
    setThrough(null);
    setPlaced(null);
    setPartial(0);
    setMapping(null);
    setMappingFailure(null);
    setChecking(true);
    const refused = await precheckCsv(file).finally(() => setChecking(false));
    const failed = refused ?? (await send(file));
    setFailure(failed?.headers ? await sendForeign(file) : failed);
    // The same file can be chosen again after it was fixed.
    input.value = '';
  };

  /** Another sheet of the mapped workbook: its first rows, mapped afresh. */
  const chooseSheet = async (sheet: string) => {
    if (!mapping) return;
    setMappingFailure(null);
    try {
      const preview = await previewWorkbook(mapping.file, sheet);
      setMapping({ file: mapping.file, source: { kind: 'workbook', preview } });
    } catch (error) {
      setMappingFailure(uploadFailure(error));
    }
  };

  const uploadMapped = async (profile: SavedProfile) => {
    if (!mapping) return;
    setMappingFailure(null);
    const failed = await send(mapping.file, profile);
    if (failed) {
      setMappingFailure(failed);
    } else {
      setMapping(null);
      setThrough(
        `Read through your new profile "${profile.name}"; the next file with these columns is read through it too.`,
      );
    }
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="space-y-3">
      <h3 id={`${inputId}-title`} className="text-base font-semibold text-slate-900">
        Upload CSV file
      </h3>
      <p className="text-sm text-slate-600">
        Up to {CSV_MAX_SIZE_MB} MB, with a header row naming the {REQUIRED_HEADERS.length} required
        columns in any order, or an Excel workbook (.xlsx) with them on its first sheet (another
        sheet is chosen when its columns are mapped). The file is checked before it is sent.
      </p>
      <div className="rounded-lg border-2 border-dashed border-slate-300 bg-slate-50 p-4">
        <label htmlFor={inputId} className="mb-2 flex items-center gap-2 text-sm font-medium">
          <Upload className="h-4 w-4 text-brand-700" aria-hidden="true" />
          Choose a CSV file to upload
        </label>
        <input
          id={inputId}
          type="file"
          accept={`.csv,text/csv,.xlsx,${XLSX_MIME}`}
          disabled={busy}
          onChange={(event) => void onChange(event)}
          className="block w-full text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:text-sm file:font-medium file:text-white hover:file:bg-brand-800 disabled:opacity-60"
        />
        {checking && <p className="mt-3 text-sm text-slate-600">Checking the file...</p>}
        {progress !== null && (
          <div className="mt-3 space-y-1">
            <ProgressBar value={progress * 100} label="Upload progress" />
            <p className="text-xs text-slate-600" aria-hidden="true">
              {progress < 1 ? `Uploading... ${Math.round(progress * 100)}%` : 'Analysing...'}
            </p>
          </div>
        )}
      </div>
      {mapping && (
        <MappingStep
          // A sheet of other columns is proposed and mapped afresh.
          key={mapping.source.kind === 'workbook' ? mapping.source.preview.sheet : 'csv'}
          fileName={mapping.file.name}
          source={mapping.source}
          onUpload={uploadMapped}
          onChooseSheet={chooseSheet}
          onCancel={() => setMapping(null)}
          uploadFailure={mappingFailure && <UploadFailureAlert failure={mappingFailure} />}
        />
      )}
      {through && (
        <Alert tone="info">
          {through}
          {placed && ` ${placed}`}
        </Alert>
      )}
      {partial > 0 && (
        <Alert tone="warning">
          {msgPartialHoursLeftOut(partial)}{' '}
          <Link to={paths.dataQuality} className="font-medium underline">
            See them on Data quality
          </Link>
        </Alert>
      )}
      {failure && <UploadFailureAlert failure={failure} />}
      {copy && (
        <Alert tone="info">
          <p className="font-medium">{alreadyUploadedMessage(copy)}</p>
          <p>It was not stored again; the stored file is loaded.</p>
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
        <DownloadSampleButton />
        <span>A file in the expected format, to try the upload.</span>
      </div>
    </section>
  );
}
