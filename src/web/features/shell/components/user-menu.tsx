import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, LogOut, Settings, UserCircle2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { paths } from '@web/lib/paths';
import { authClient, useSession } from '@web/lib/auth-client';
import { HeaderMenuContent } from './header-menu-content';

/** accounts §2: the full name (or the e-mail before the @), the e-mail, Settings and Sign out. */
export function UserMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = session.data?.user;
  if (!user) return null;
  const name = user.name || user.email.split('@')[0];

  const signOut = async () => {
    await authClient.signOut();
    // accounts §4: signing out clears the user, the data, the file name and the cache.
    queryClient.clear();
    navigate(paths.login, { replace: true });
  };

  const item =
    'flex cursor-pointer items-center gap-2 rounded px-2 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-slate-100"
        aria-label={`User menu for ${name}`}
      >
        <UserCircle2 className="h-6 w-6 text-slate-500" aria-hidden="true" />
        <span className="hidden max-w-40 truncate font-medium sm:inline">{name}</span>
        <ChevronDown className="h-4 w-4 text-slate-500" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <HeaderMenuContent className="min-w-56">
        <div className="px-2 py-2">
          <p className="truncate text-sm font-medium text-slate-900">{name}</p>
          <p className="truncate text-xs text-slate-500">{user.email}</p>
        </div>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item className={item} onSelect={() => navigate(paths.settings)}>
          <Settings className="h-4 w-4" aria-hidden="true" />
          Settings
        </DropdownMenu.Item>
        <DropdownMenu.Item className={item} onSelect={() => void signOut()}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          Sign out
        </DropdownMenu.Item>
      </HeaderMenuContent>
    </DropdownMenu.Root>
  );
}
