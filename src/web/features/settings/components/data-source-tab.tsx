import { useQuery } from '@tanstack/react-query';
import { Database, Eraser, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { num } from '../../../../domain/core/format';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import type { FileEntry } from '../../../lib/api-types';
import { filesQuery } from '../../../lib/files-api';
import { useLoadedData } from '../../../lib/loaded-data';
import { useDeleteFile } from '../api/delete-file';
import { useTimedMessage } from '../hooks/use-timed-message';
import { errorMessage } from '../lib/error-message';
import {
  MSG_AUTO_LOAD_HINT,
  MSG_DELETE_FAILED,
  MSG_FILES_LOAD_FAILED,
} from '../../../../domain/core/messages';
import { FileList } from './file-list';
import { UploadPanel } from './upload-panel';

/** accounts §2 "Data Source tab" and §4 "CSV flow in settings". */
export function DataSourceTab() {
  const { file, loading, autoLoaded, error, load, clear, refresh } = useLoadedData();
  const files = useQuery(filesQuery());
  const deletion = useDeleteFile();
  const [status, showStatus] = useTimedMessage();
  const [toDelete, setToDelete] = useState<FileEntry | null>(null);

  // accounts §4: once the list is in, the newest file is loaded if no data is loaded.
  const autoLoadChecked = useRef(false);
  useEffect(() => {
    if (autoLoadChecked.current || !files.data) return;
    autoLoadChecked.current = true;
    if (!file && files.data[0]) load(files.data[0].id);
  }, [files.data, file, load]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deletion.mutateAsync(toDelete.id);
      showStatus(`Deleted ${toDelete.fileName}`);
      setToDelete(null);
    } catch {
      // The dialog stays open and shows why.
    }
  };

  return (
    <div className="space-y-8">
      {error && (
        <Alert tone="warning">
          <p className="font-medium">{error}</p>
          <p>{MSG_AUTO_LOAD_HINT}</p>
        </Alert>
      )}
      {status && <Alert tone="success">{status}</Alert>}

      <section aria-labelledby="loaded-data-title" className="space-y-3">
        <h3 id="loaded-data-title" className="text-base font-semibold text-slate-900">
          Loaded data
        </h3>
        <div className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center">
          <Database
            className="hidden h-8 w-8 shrink-0 text-brand-600 sm:block"
            aria-hidden="true"
          />
          <div className="min-w-0 flex-1 text-sm">
            {file ? (
              <>
                <p className="truncate font-medium text-slate-900" title={file.fileName}>
                  {file.fileName}
                </p>
                <p className="text-slate-600">
                  {num(file.rows)} rows · {num(file.plants)} plants
                  {file.firstDate && file.lastDate && (
                    <>
                      {' · '}
                      <span className="whitespace-nowrap">
                        {file.firstDate.slice(0, 10)} to {file.lastDate.slice(0, 10)}
                      </span>
                    </>
                  )}
                </p>
                <p className="text-xs text-slate-500">
                  {loading
                    ? 'Loading...'
                    : error
                      ? 'Its data could not be read; try again, or load or upload another file.'
                      : `${autoLoaded ? 'Loaded automatically: your newest file.' : 'Loaded by you.'} Every dashboard screen shows this file.`}
                </p>
              </>
            ) : (
              <p className="text-slate-600">
                No data is loaded. Load one of your files below or upload a new one.
              </p>
            )}
          </div>
          {file && error && (
            <Button
              variant="secondary"
              className="self-start sm:self-auto"
              onClick={() => void refresh()}
            >
              <RotateCw className="h-4 w-4" aria-hidden="true" />
              Try again
            </Button>
          )}
          <Button
            variant="secondary"
            className="self-start sm:self-auto"
            disabled={!file}
            onClick={() => {
              clear();
              showStatus(
                'Data cleared. The dashboard screens show no data until a file is loaded.',
              );
            }}
          >
            <Eraser className="h-4 w-4" aria-hidden="true" />
            Clear Data
          </Button>
        </div>
      </section>

      <UploadPanel
        onUploaded={(entry) => {
          load(entry.id);
          showStatus(`Uploaded ${entry.fileName} (${num(entry.rows)} rows); it is now loaded.`);
        }}
      />

      <section aria-labelledby="your-files-title" className="space-y-3">
        <div className="flex items-baseline justify-between gap-2">
          <h3 id="your-files-title" className="text-base font-semibold text-slate-900">
            Your files
          </h3>
          <span className="text-xs text-slate-500">Newest first</span>
        </div>
        {files.isPending ? (
          <Spinner label="Loading files..." className="py-6" />
        ) : files.isError ? (
          <Alert tone="error">{MSG_FILES_LOAD_FAILED}</Alert>
        ) : files.data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
            No files uploaded yet.
          </p>
        ) : (
          <FileList
            labelledBy="your-files-title"
            files={files.data}
            loadedId={file?.id ?? null}
            onLoad={(chosen) => {
              load(chosen.id);
              showStatus(`Loaded ${chosen.fileName}`);
            }}
            onDelete={(chosen) => {
              deletion.reset();
              setToDelete(chosen);
            }}
          />
        )}
      </section>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete this file?"
        description={
          <>
            <span className="font-medium text-slate-900">{toDelete?.fileName}</span> and its
            analysis are removed from your account. This cannot be undone.
            {toDelete?.id === file?.id &&
              ' It is the loaded file: the dashboard screens will show no data.'}
          </>
        }
        confirmLabel="Delete file"
        pendingLabel="Deleting..."
        pending={deletion.isPending}
        error={deletion.isError ? errorMessage(deletion.error, MSG_DELETE_FAILED) : null}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
