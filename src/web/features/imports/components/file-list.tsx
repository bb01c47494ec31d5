import { FileText, Trash2 } from 'lucide-react';
import { count, num } from '@domain/format';
import { formatFileSize } from '@domain/format-file-size';
import { Button } from '@web/components/ui/button';
import type { FileEntry } from '@web/lib/api-types';
import { formatRange } from '@web/lib/scope-presets';
import { dateTime } from '@web/lib/date-time';

export interface FileListProps {
  /** The id of the heading that names the list. */
  labelledBy: string;
  files: FileEntry[];
  loadedId: string | null;
  onLoad: (file: FileEntry) => void;
  /** Absent: the member's role may not delete files. */
  onDelete?: (file: FileEntry) => void;
}

/**
 * accounts §2 "Data Source tab": name, upload time and size of each file, with Load and Delete; issue
 * 10: the days and plants it holds, and how many of its plant-days a newer upload overrides.
 */
export function FileList({ labelledBy, files, loadedId, onLoad, onDelete }: FileListProps) {
  return (
    <ul
      aria-labelledby={labelledBy}
      className="divide-y divide-slate-200 rounded-lg border border-slate-200"
    >
      {files.map((file) => {
        const loaded = file.id === loadedId;
        return (
          <li
            key={file.id}
            className={`flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:p-4 ${loaded ? 'bg-brand-50' : ''}`}
          >
            <div className="flex min-w-0 flex-1 items-start gap-3">
              <FileText className="mt-0.5 h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
              <div className="min-w-0">
                <p className="flex min-w-0 items-center gap-2">
                  <span
                    className="truncate text-sm font-medium text-slate-900"
                    title={file.fileName}
                  >
                    {file.fileName}
                  </span>
                  {loaded && (
                    <span className="shrink-0 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-700">
                      Loaded
                    </span>
                  )}
                </p>
                <p className="mt-0.5 text-xs text-slate-500">
                  Uploaded {dateTime(file.uploadedAt)} · {formatFileSize(file.sizeBytes)} ·{' '}
                  {num(file.rows)} rows
                </p>
                <p className="mt-0.5 text-xs text-slate-600">
                  {file.firstDate && file.lastDate
                    ? `${formatRange({ from: file.firstDate.slice(0, 10), to: file.lastDate.slice(0, 10) })} · `
                    : ''}
                  {count(file.plants, 'plant')}
                </p>
                {file.overriddenPlantDays > 0 && (
                  <p className="mt-0.5 text-xs text-amber-800">
                    {num(file.overriddenPlantDays)} of {num(file.plantDays)} plant-days overridden
                    by a newer upload
                  </p>
                )}
              </div>
            </div>
            <div className="flex shrink-0 gap-2 pl-8 sm:pl-0">
              <Button
                variant="secondary"
                className="px-3 py-1.5"
                disabled={loaded}
                onClick={() => onLoad(file)}
                aria-label={`Load ${file.fileName}`}
              >
                Load
              </Button>
              {onDelete && (
                <Button
                  variant="ghost"
                  className="px-3 py-1.5 text-red-700 hover:bg-red-50"
                  onClick={() => onDelete(file)}
                  aria-label={`Delete ${file.fileName}`}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  Delete
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
