// The tab shell composes the panels of the account, permits, imports and organisation features;
// a feature may not import another, so the shell lives here beside the route table.
import * as Tabs from '@radix-ui/react-tabs';
import {
  Building2,
  Database,
  FileBadge,
  History,
  KeyRound,
  Scale,
  ShieldAlert,
  ShieldCheck,
  Terminal,
  User,
  X,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../lib/paths';
import { Card } from '../components/ui/card';
import { useSession } from '../lib/auth-client';
import { useCan } from '../lib/use-organisation';
import { MembersTab } from '../features/organisation/components/members-tab';
import { ApiTokensTab } from '../features/account/components/api-tokens-tab';
import { AuditLogTab } from '../features/organisation/components/audit-log-tab';
import { DangerZoneTab } from '../features/account/components/danger-zone-tab';
import { DigestSetting } from '../features/account/components/digest-setting';
import { DataSourceTab } from '../features/imports/components/data-source-tab';
import { EtsSettingsTab } from '../features/permits/components/ets-settings-tab';
import { PasswordTab } from '../features/account/components/password-tab';
import { PermitsTab } from '../features/permits/components/permits-tab';
import { ProfileTab } from '../features/account/components/profile-tab';
import { TwoFactorTab } from '../features/account/components/two-factor-tab';

interface TabSpec {
  value: string;
  label: string;
  Icon: LucideIcon;
  title: string;
  description: string;
}

/**
 * accounts §2 "Account settings screen": the five tabs in the spec's order, with issue 11's ETS and
 * CO2e settings after the permits, issue 28's second factor after the password, then issue 10's API
 * tokens, issue 28's organisation and its audit log (shown to the roles that may read it).
 */
const TABS = [
  {
    value: 'profile',
    label: 'Profile',
    Icon: User,
    title: 'Profile',
    description: 'Your name and picture as the dashboard shows them.',
  },
  {
    value: 'permits',
    label: 'EU Permits',
    Icon: FileBadge,
    title: 'EU emissions permits',
    description: 'How many EU ETS permits and allowances you hold, year by year.',
  },
  {
    value: 'ets',
    label: 'ETS & CO2e',
    Icon: Scale,
    title: 'EU ETS and CO2e',
    description:
      'The EUA price and permit size behind your ETS figures, and the GWP set that converts CH4 and N2O into CO2e.',
  },
  {
    value: 'data',
    label: 'Data Source',
    Icon: Database,
    title: 'Data source',
    description: 'The CSV files of plant data behind every dashboard screen.',
  },
  {
    value: 'password',
    label: 'Password',
    Icon: KeyRound,
    title: 'Change password',
    description: 'Use a password you do not use anywhere else.',
  },
  {
    value: 'two-factor',
    label: 'Two-factor',
    Icon: ShieldCheck,
    title: 'Two-factor authentication',
    description:
      'A code from your phone at sign-in, so a stolen password alone does not let anyone in.',
  },
  {
    value: 'danger',
    label: 'Danger Zone',
    Icon: ShieldAlert,
    title: 'Danger zone',
    description: 'Actions that cannot be undone.',
  },
  {
    value: 'tokens',
    label: 'API tokens',
    Icon: Terminal,
    title: 'API tokens',
    description: 'Let scripts and scheduled jobs upload and read your data, without your password.',
  },
  {
    value: 'organisation',
    label: 'Organisation',
    Icon: Building2,
    title: 'Organisation',
    description:
      'The people who share this data, their roles, and invitations. Switch organisation from the header.',
  },
  {
    value: 'audit',
    label: 'Audit log',
    Icon: History,
    title: 'Audit log',
    description:
      'Who changed what and when: uploads, deletions, register edits, ETS inputs, locks, tokens and locked sign-ins.',
  },
] as const satisfies readonly TabSpec[];

type TabValue = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is TabValue => TABS.some((t) => t.value === value);

/** /settings: the tabs and a close button back to the dashboard. The open tab is kept in ?tab=. */
export function SettingsPage() {
  const navigate = useNavigate();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const readAudit = useCan('read_audit');
  const shown = TABS.filter((t) => t.value !== 'audit' || readAudit);
  const requested = params.get('tab');
  const active: TabValue =
    isTab(requested) && shown.some((t) => t.value === requested) ? requested : 'profile';
  const user = session.data?.user;
  if (!user) return null;

  const panels: Record<TabValue, ReactNode> = {
    profile: <ProfileTab user={user} />,
    permits: <PermitsTab />,
    ets: <EtsSettingsTab />,
    data: <DataSourceTab />,
    password: <PasswordTab />,
    'two-factor': <TwoFactorTab user={user} />,
    danger: <DangerZoneTab />,
    tokens: <ApiTokensTab />,
    organisation: (
      <MembersTab digest={(organisation) => <DigestSetting organisation={organisation} />} />
    ),
    audit: <AuditLogTab />,
  };

  return (
    <Card className="mx-auto max-w-4xl">
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-4 py-4 sm:px-6">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">Account Settings</h1>
          <p className="mt-0.5 text-sm text-slate-600">
            Profile, permits, ETS and CO2e settings, data and security of your account. Each plant's
            country, EU ETS scope and other facts are in the{' '}
            <Link to={paths.plantRegister} className="font-medium text-brand-700 hover:underline">
              plant register
            </Link>
            .
          </p>
        </div>
        <button
          type="button"
          onClick={() => navigate(paths.dashboard)}
          className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          aria-label="Close settings"
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      <Tabs.Root
        value={active}
        onValueChange={(value) => setParams({ tab: value }, { replace: true })}
      >
        <Tabs.List
          aria-label="Settings sections"
          // The tabs wrap as buttons at every width: one row scrolled sideways hid the last tabs
          // past the card's edge with nothing saying they were there.
          className="flex flex-wrap gap-1 border-b border-slate-200 p-2 sm:px-4"
        >
          {shown.map(({ value, label, Icon }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className={`flex shrink-0 items-center gap-2 whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium outline-offset-[-2px] ${
                value === 'danger'
                  ? 'text-red-600 hover:text-red-700 data-[state=active]:bg-red-50 data-[state=active]:text-red-700'
                  : 'text-slate-600 hover:text-slate-900 data-[state=active]:bg-brand-50 data-[state=active]:text-brand-700'
              }`}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {shown.map(({ value, title, description }) => (
          // Every panel stays mounted, so typed values survive switching tabs.
          <Tabs.Content
            key={value}
            value={value}
            forceMount
            className="px-4 py-6 data-[state=inactive]:hidden sm:px-6"
          >
            <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
            <p className="mb-6 mt-0.5 text-sm text-slate-600">{description}</p>
            {panels[value]}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Card>
  );
}
