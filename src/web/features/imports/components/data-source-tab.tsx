import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Database, Eraser, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { count, num } from '@domain/format';
import { historyName } from '@web/lib/scope-params';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Spinner } from '@web/components/ui/spinner';
import type { FileEntry } from '@web/lib/api-types';
import { FILE_PAGE_SIZE, filesPageQuery } from '@web/lib/files-api';
import { useLoadedData } from '@web/lib/loaded-data';
import { useDeleteFile } from '../api/delete-file';
import { useTimedMessage } from '@web/lib/use-timed-message';
import { errorMessage } from '@web/lib/error-message';
import { MSG_AUTO_LOAD_HINT, MSG_DELETE_FAILED, MSG_FILES_LOAD_FAILED } from '@domain/messages';
import { ReadOnlyNotice } from '@web/components/read-only-notice';
import { useCan } from '@web/lib/use-organisation';
import { FileList } from './file-list';
import { ImportProfileList } from './import-profile-list';
import { UploadPanel } from './upload-panel';

/** accounts §2 "Data Source tab" and §4 "CSV flow in settings". */
export function DataSourceTab() {
  const editData = useCan('edit_data');
  const {
    file,
    scope,
    files: allFiles,
    loading,
    autoLoaded,
    error,
    load,
    clear,
    refresh,
  } = useLoadedData();
  // The cursors of the pages before the one shown (Previous goes back one), and the one shown.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const page = useQuery(filesPageQuery(cursor));
  const deletion = useDeleteFile();
  const [status, showStatus] = useTimedMessage();
  const [toDelete, setToDelete] = useState<FileEntry | null>(null);
  const history = scope?.source === 'history';
  const first = (cursors.length - 1) * FILE_PAGE_SIZE + 1;

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
            {history ? (
              <>
                <p className="font-medium text-slate-900">{historyName(allFiles.length)}</p>
                <p className="text-xs text-slate-500">
                  {loading
                    ? 'Loading...'
                    : error
                      ? 'The data could not be read; try again, or load one file.'
                      : 'Every upload merged into one plant history: where two uploads hold the same plant and day, the newer one counts. Every dashboard screen shows it.'}
                </p>
              </>
            ) : file ? (
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
          {(file || history) && error && (
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
            disabled={!file && !history}
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

      {editData ? (
        <UploadPanel
          onUploaded={(entry) => {
            load(entry.id);
            showStatus(`Uploaded ${entry.fileName} (${num(entry.rows)} rows); it is now loaded.`);
          }}
          onAlreadyUploaded={(copy) => load(copy.id)}
        />
      ) : (
        <ReadOnlyNotice cannot="upload or delete files" />
      )}

      <section aria-labelledby="your-files-title" className="space-y-3">
        <div className="flex items-baseline justify-between gap-2">
          <h3 id="your-files-title" className="text-base font-semibold text-slate-900">
            Your files
          </h3>
          <span className="text-xs text-slate-500">
            {page.data && page.data.total > 0
              ? `${count(page.data.total, 'file')}, newest first`
              : 'Newest first'}
          </span>
        </div>
        {page.isPending ? (
          <Spinner label="Loading files..." className="py-6" />
        ) : page.isError ? (
          <Alert tone="error">{MSG_FILES_LOAD_FAILED}</Alert>
        ) : page.data.files.length === 0 && cursors.length === 1 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
            No files uploaded yet.
          </p>
        ) : (
          <>
            <FileList
              labelledBy="your-files-title"
              files={page.data.files}
              loadedId={file?.id ?? null}
              onLoad={(chosen) => {
                load(chosen.id);
                showStatus(`Loaded ${chosen.fileName}`);
              }}
              onDelete={
                editData
                  ? (chosen) => {
                      deletion.reset();
                      setToDelete(chosen);
                    }
                  : undefined
              }
            />
            {(cursors.length > 1 || page.data.nextCursor !== null) && (
              <nav
                aria-label="Pages of your files"
                className="flex flex-wrap items-center justify-between gap-2"
              >
                <Button
                  variant="secondary"
                  className="px-3 py-1.5"
                  disabled={cursors.length === 1}
                  onClick={() => setCursors((c) => c.slice(0, -1))}
                >
                  <ChevronLeft className="h-4 w-4" aria-hidden="true" />
                  Previous
                </Button>
                <p className="text-sm text-slate-600">
                  Files {num(first)}-{num(first + page.data.files.length - 1)} of{' '}
                  {num(page.data.total)}
                </p>
                <Button
                  variant="secondary"
                  className="px-3 py-1.5"
                  disabled={page.data.nextCursor === null}
                  onClick={() => {
                    const next = page.data.nextCursor;
                    if (next !== null) setCursors((c) => [...c, next]);
                  }}
                >
                  Next
                  <ChevronRight className="h-4 w-4" aria-hidden="true" />
                </Button>
              </nav>
            )}
          </>
        )}
      </section>

      <ImportProfileList />

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete this file?"
        description={
          <>
            <span className="font-medium text-slate-900">{toDelete?.fileName}</span> and its
            analysis are removed from your account. This cannot be undone.
            {toDelete && toDelete.id === file?.id
              ? ' It is the loaded file: the dashboard screens will show no data.'
              : history
                ? ' Days it holds that no other upload has leave the history; where an older upload has them, its figures count again.'
                : null}
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
