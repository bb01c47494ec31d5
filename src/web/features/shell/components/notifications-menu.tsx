import { msgListedAlerts } from '@domain/messages';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { AlertTriangle, Bell, CalendarCheck, XCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useLoadedData } from '@web/lib/loaded-data';
import { paths } from '@web/lib/paths';
import { notificationsFor, withAlerts } from '../lib/notifications';
import { alertsQuery } from '@web/lib/alerts-query';
import { useQuery } from '@tanstack/react-query';
import { HeaderMenuContent } from './header-menu-content';

/**
 * accounts §2 "a notification bell": the organisation's alerts (issue 28 §4: ETS deadlines, a year
 * over its allowances, missing hours, refused changes to a locked year), then what needs attention
 * in the loaded data (a short permit runway, data-quality warnings); each leads to where to act.
 */
export function NotificationsMenu() {
  const navigate = useNavigate();
  const { analysis, loading } = useLoadedData();
  const alerts = useQuery(alertsQuery());
  const notifications = withAlerts(
    alerts.data?.alerts ?? [],
    analysis ? notificationsFor(analysis) : [],
  );
  const empty = loading
    ? 'Loading Data...'
    : analysis
      ? 'Nothing in the loaded data needs your attention.'
      : 'No data is loaded.';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="relative rounded-md p-2 text-slate-600 hover:bg-slate-100"
        aria-label={
          // The visible count is part of the name (a parenthesised one would not count as such).
          notifications.length > 0 ? `Notifications, ${notifications.length} new` : 'Notifications'
        }
      >
        <Bell className="h-5 w-5" aria-hidden="true" />
        {notifications.length > 0 && (
          <span
            className="absolute right-0.5 top-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] font-semibold text-white"
            aria-hidden="true"
          >
            {notifications.length}
          </span>
        )}
      </DropdownMenu.Trigger>
      <HeaderMenuContent className="w-80">
        <DropdownMenu.Label className="px-2 py-2 text-sm font-semibold text-slate-900">
          Notifications
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        {notifications.length === 0 ? (
          <DropdownMenu.Item disabled className="px-2 py-3 text-sm text-slate-600 outline-none">
            {empty}
          </DropdownMenu.Item>
        ) : (
          notifications.map((n) => {
            const Icon = n.tone === 'critical' ? XCircle : AlertTriangle;
            return (
              <DropdownMenu.Item
                key={n.key}
                onSelect={() => navigate(n.to)}
                className="flex cursor-pointer gap-2 rounded px-2 py-2 text-sm outline-none data-[highlighted]:bg-slate-100"
              >
                <Icon
                  className={`mt-0.5 h-4 w-4 shrink-0 ${n.tone === 'critical' ? 'text-red-600' : 'text-yellow-600'}`}
                  aria-hidden="true"
                />
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{n.title}</span>
                  <span className="block break-words text-xs text-slate-600">{n.detail}</span>
                </span>
              </DropdownMenu.Item>
            );
          })
        )}
        {alerts.data && alerts.data.alertCount > alerts.data.alerts.length && (
          <DropdownMenu.Item disabled className="px-2 py-2 text-xs text-slate-600 outline-none">
            {msgListedAlerts(alerts.data.alerts.length, alerts.data.alertCount)}
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        {/* Issue 26: every warning about the data leads on to what the figures rest on. */}
        <DropdownMenu.Item
          onSelect={() => navigate(paths.dataQuality)}
          className="flex cursor-pointer items-center gap-2 rounded px-2 py-2 text-sm font-medium text-brand-700 outline-none data-[highlighted]:bg-slate-100"
        >
          <CalendarCheck className="h-4 w-4 shrink-0" aria-hidden="true" />
          Data quality
        </DropdownMenu.Item>
      </HeaderMenuContent>
    </DropdownMenu.Root>
  );
}
