import { Settings } from 'lucide-react';
import { NavLink } from 'react-router';
import { paths } from '@web/lib/paths';
import { Brand } from '@web/components/brand';
import { NAV_LINKS } from './nav-links';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'
  }`;

/** accounts §2: brand, the six data links and Settings at the bottom; the active link highlighted. */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Main" className="flex h-full flex-col gap-6 p-4">
      <Brand />
      <ul className="flex flex-1 flex-col gap-1">
        {NAV_LINKS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink to={to} end className={linkClass} onClick={onNavigate}>
              <Icon className="h-4 w-4" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
      <NavLink to={paths.settings} className={linkClass} onClick={onNavigate}>
        <Settings className="h-4 w-4" aria-hidden="true" />
        Settings
      </NavLink>
    </nav>
  );
}
