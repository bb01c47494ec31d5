import { Menu, RefreshCw, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { HEADER_FILE_NAME_CHARS } from '@domain/constants';
import { historyName } from '@web/lib/scope-params';
import { paths } from '@web/lib/paths';
import { useLoadedData } from '@web/lib/loaded-data';
import { dataStatus } from '../lib/data-status';
import { DataStatusBadge } from './data-status-badge';
import { OrganisationSwitcher } from './organisation-switcher';
import { NotificationsMenu } from './notifications-menu';
import { UserMenu } from './user-menu';

/** accounts §2: a name longer than 20 characters is cut to 20 plus an ellipsis. */
export function shortFileName(name: string): string {
  return name.length > HEADER_FILE_NAME_CHARS
    ? `${name.slice(0, HEADER_FILE_NAME_CHARS)}...`
    : name;
}

/** accounts §2: title, bell, settings link, status badge and the loaded file's name. */
export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const loaded = useLoadedData();
  const { loading, file, scope, files, refresh } = loaded;
  return (
    // Phones: the buttons on the first row, the title with its whole text on a second row below.
    <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 bg-white px-4 py-3">
      <button
        type="button"
        onClick={onOpenMenu}
        className="rounded-md p-2 text-slate-600 hover:bg-slate-100 lg:hidden"
        aria-label="Open menu"
      >
        <Menu className="h-5 w-5" aria-hidden="true" />
      </button>
      <div className="order-last w-full min-w-0 md:order-none md:w-auto md:flex-1">
        <p className="truncate text-base font-semibold text-slate-900 sm:text-lg">
          Sustainability Intelligence Dashboard
        </p>
        <div className="mt-0.5 flex flex-wrap items-center gap-2 text-xs">
          <DataStatusBadge status={dataStatus(loaded)} />
          {file && (
            <span className="text-slate-500" title={file.fileName}>
              {shortFileName(file.fileName)}
            </span>
          )}
          {scope?.source === 'history' && (
            <span className="text-slate-500">{historyName(files.length)}</span>
          )}
        </div>
      </div>
      <div className="ml-auto flex items-center gap-1 sm:gap-3">
        <button
          type="button"
          onClick={() => void refresh()}
          disabled={loading}
          className="rounded-md p-2 text-slate-600 hover:bg-slate-100 disabled:opacity-50"
          aria-label="Refresh data"
          title="Refresh data"
        >
          <RefreshCw className={`h-5 w-5 ${loading ? 'animate-spin' : ''}`} aria-hidden="true" />
        </button>
        <OrganisationSwitcher />
        <NotificationsMenu />
        <Link
          to={paths.settings}
          className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
          aria-label="Settings"
        >
          <Settings className="h-5 w-5" aria-hidden="true" />
        </Link>
        <UserMenu />
      </div>
    </header>
  );
}
