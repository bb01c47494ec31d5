import { Alert } from '../../../components/ui/alert';
import type { UploadFailure } from '../lib/upload-failure';

/**
 * An upload refusal with every listed problem and its line (accounts §5 "CSV upload"); for a file
 * without the spec's headers, its own columns beside those it needs and how to map them (issue 27).
 */
export function UploadFailureAlert({ failure }: { failure: UploadFailure }) {
  const unlisted = failure.problemCount - failure.problems.length;
  return (
    <Alert tone="error">
      <p className="font-medium">{failure.message}</p>
      {failure.problems.length > 0 && (
        <ul className="mt-2 max-h-64 space-y-1 overflow-y-auto pr-1">
          {failure.problems.map((problem, i) => (
            <li key={i} className="flex gap-2">
              <span className="w-14 shrink-0 font-mono text-xs leading-5 text-red-700">
                {problem.line === null ? 'File' : `Line ${problem.line}`}
              </span>
              <span className="min-w-0 break-words">{problem.message}</span>
            </li>
          ))}
        </ul>
      )}
      {failure.headers && (
        <div className="mt-2 space-y-1 text-sm">
          <p>
            <span className="font-medium">The file&apos;s columns:</span>{' '}
            {failure.headers.found.join(', ')}
          </p>
          <p>
            <span className="font-medium">Columns it needs:</span>{' '}
            {failure.headers.needed.join(', ')}
          </p>
          <p>{failure.headers.hint}</p>
        </div>
      )}
      {unlisted > 0 && (
        <p className="mt-2 text-xs">
          and {unlisted} more; fix the problems above and upload the file again to see the rest.
        </p>
      )}
    </Alert>
  );
}
