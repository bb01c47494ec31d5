import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQuery } from '@tanstack/react-query';
import { Building2, Check, ChevronDown } from 'lucide-react';
import { useNavigate } from 'react-router';
import { organisationPath, paths } from '@web/lib/paths';
import { useOrganisation } from '@web/lib/use-organisation';
import { organisationsQuery } from '@web/lib/organisation-queries';
import { HeaderMenuContent } from './header-menu-content';

/**
 * The header's organisation menu (issue 28 §1): the organisation the user acts in, and the others
 * they belong to. Switching forgets every cached figure, since each belongs to one organisation.
 */
export function OrganisationSwitcher() {
  const active = useOrganisation();
  const organisations = useQuery(organisationsQuery());
  const navigate = useNavigate();
  if (!active) return null;

  // The address names the organisation a screen shows: OrganisationLink switches to it.
  const switchTo = (id: string) => navigate(organisationPath(id));

  const item =
    'flex cursor-pointer items-center gap-2 rounded px-2 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex max-w-48 items-center gap-1.5 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100"
        aria-label={`Organisation: ${active.name}`}
      >
        <Building2 className="h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
        <span className="hidden truncate font-medium md:inline">{active.name}</span>
        <ChevronDown className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <HeaderMenuContent className="min-w-56">
        <DropdownMenu.Label className="px-2 py-1.5 text-xs font-medium uppercase text-slate-500">
          Organisations
        </DropdownMenu.Label>
        {(organisations.data ?? [{ id: active.id, name: active.name }]).map((org) => (
          <DropdownMenu.Item
            key={org.id}
            className={item}
            onSelect={() => void (org.id === active.id ? undefined : switchTo(org.id))}
          >
            <Check
              className={`h-4 w-4 ${org.id === active.id ? '' : 'invisible'}`}
              aria-hidden="true"
            />
            <span className="truncate">{org.name}</span>
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item
          className={item}
          onSelect={() => navigate(`${paths.settings}?tab=organisation`)}
        >
          Members and invitations
        </DropdownMenu.Item>
      </HeaderMenuContent>
    </DropdownMenu.Root>
  );
}
