import { BarChart3, Factory, FileText, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@web/lib/paths';
import { Card } from '@web/components/ui/card';

const ACTIONS: readonly { to: string; label: string; hint: string; icon: LucideIcon }[] = [
  {
    to: paths.analytics,
    label: 'View Analytics',
    hint: 'Daily emissions, efficiency',
    icon: BarChart3,
  },
  { to: paths.plants, label: 'Plant Status', hint: 'Status, output and emissions', icon: Factory },
  {
    to: paths.compliance,
    label: 'Compliance',
    hint: 'EU ETS permits, SEC extract',
    icon: ShieldCheck,
  },
  { to: paths.reports, label: 'Reports', hint: 'PDF report and data exports', icon: FileText },
];

/** data §2 Overview: Quick Actions to analytics, plants, compliance and reports. */
export function QuickActions() {
  return (
    <Card className="p-4">
      <h2 className="font-semibold text-slate-900">Quick Actions</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
        {ACTIONS.map(({ to, label, hint, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex items-center gap-3 rounded-md border border-slate-200 px-3 py-2 hover:border-brand-600 hover:bg-slate-50"
            >
              <Icon className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
              <span>
                <span className="block text-sm font-medium text-slate-900">{label}</span>
                <span className="block text-xs text-slate-600">{hint}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
