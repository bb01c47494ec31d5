import { AlertTriangle, LayoutDashboard, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { paths } from '../lib/paths';

/** A page's code that could not be downloaded (offline, or the app was updated since it was opened). */
function isDownloadFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|importing a module script|failed to fetch/i.test(error.message)
  );
}

/** What went wrong, in a user's words. */
function explanation(error: unknown): string {
  if (isDownloadFailure(error)) {
    return 'This page could not be downloaded. Check your connection; if the dashboard was updated since you opened it, trying again loads the new version.';
  }
  return 'Something went wrong while showing this page. Your files and settings are not affected.';
}

function technicalDetail(error: unknown): string | null {
  return error instanceof Error && error.message ? error.message : null;
}

/**
 * The error screen of every route: a plain explanation, "Try again" (reloads the page, which also
 * fetches code that failed to download) and a way back to Overview.
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const detail = technicalDetail(error);
  return (
    <div className="flex justify-center px-4 py-16">
      <Card className="w-full max-w-lg space-y-4 p-6" role="alert">
        <div className="flex items-start gap-3">
          <AlertTriangle className="mt-1 h-6 w-6 shrink-0 text-red-600" aria-hidden="true" />
          <div>
            <h1 className="text-xl font-semibold text-slate-900">This page could not be shown</h1>
            <p className="mt-1 text-sm text-slate-700">{explanation(error)}</p>
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => window.location.reload()}>
            <RotateCw className="h-4 w-4" aria-hidden="true" />
            Try again
          </Button>
          <Link
            to={paths.dashboard}
            className="inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
            Go to Overview
          </Link>
        </div>
        {detail && (
          <details className="text-xs text-slate-500">
            <summary className="cursor-pointer">Technical details</summary>
            <p className="mt-1 break-words font-mono">{detail}</p>
          </details>
        )}
      </Card>
    </div>
  );
}
