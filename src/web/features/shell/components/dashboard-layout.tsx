import * as Dialog from '@radix-ui/react-dialog';
import { QueryClientProvider } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Suspense, useState } from 'react';
import { matchPath, Outlet, useLocation } from 'react-router';
import { paths } from '@web/lib/paths';
import { ScopeBar } from '@web/components/scope-bar';
import { Spinner } from '@web/components/ui/spinner';
import { useReturnFocus } from '@web/components/ui/use-return-focus';
import { LoadedDataProvider } from '@web/lib/loaded-data';
import { createQueryClient } from '@web/lib/query-client';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { OrganisationLink } from './organisation-link';
import { TwoFactorBanner } from './two-factor-banner';

/** The signed-in frame: sidebar (a menu dialog on small screens), header and the page. */
export function DashboardLayout() {
  // One cache per visit to the signed-in area: leaving it (sign-out, a revoked session) drops it.
  const [queryClient] = useState(createQueryClient);
  const [menuOpen, setMenuOpen] = useState(false);
  const returnFocus = useReturnFocus();
  // The data screens (not Settings) show what they show under the header, and let the user change it.
  const { pathname } = useLocation();
  const dataScreen =
    pathname.startsWith(paths.dashboard) || matchPath(paths.plant, pathname) !== null;
  return (
    <QueryClientProvider client={queryClient}>
      <LoadedDataProvider>
        <div className="flex min-h-screen">
          <aside className="hidden w-60 shrink-0 border-r border-slate-200 bg-white lg:block">
            <div className="sticky top-0 h-screen">
              <Sidebar />
            </div>
          </aside>
          <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 lg:hidden" />
              <Dialog.Content
                {...returnFocus}
                className="fixed inset-y-0 left-0 z-50 w-64 bg-white shadow-xl lg:hidden"
              >
                <Dialog.Title className="sr-only">Menu</Dialog.Title>
                <Dialog.Description className="sr-only">Pages of the dashboard</Dialog.Description>
                <Dialog.Close
                  className="absolute right-3 top-3 rounded-md p-2 text-slate-600 hover:bg-slate-100"
                  aria-label="Close menu"
                >
                  <X className="h-5 w-5" aria-hidden="true" />
                </Dialog.Close>
                <Sidebar onNavigate={() => setMenuOpen(false)} />
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
          <div className="flex min-w-0 flex-1 flex-col">
            <Header onOpenMenu={() => setMenuOpen(true)} />
            <TwoFactorBanner />
            <OrganisationLink />
            {dataScreen && <ScopeBar />}
            <main className="flex-1 p-4 sm:p-6">
              <Suspense fallback={<Spinner label="Loading..." className="py-24" />}>
                <Outlet />
              </Suspense>
            </main>
          </div>
        </div>
      </LoadedDataProvider>
    </QueryClientProvider>
  );
}
