import { Alert } from '@web/components/ui/alert';
import type { UploadFailure } from '../lib/upload-failure';

/**
 * An upload refusal with every listed problem and its line (accounts §5 "CSV upload"). A file
 * without the spec's headers goes to the mapping step instead (issue 27).
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
      {unlisted > 0 && (
        <p className="mt-2 text-xs">
          and {unlisted} more; fix the problems above and upload the file again to see the rest.
        </p>
      )}
    </Alert>
  );
}
