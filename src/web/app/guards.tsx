import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { useSession } from '../lib/auth-client';
import { paths } from '../lib/paths';

function Initializing() {
  return <Spinner label="Initializing..." className="min-h-screen" />;
}

/** accounts §2: without a user, go to /login and come back to where the user was headed. */
export function RequireUser() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <Initializing />;
  if (!session.data) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}

/** accounts §2: sign-in, register and recovery pages send a signed-in user to /dashboard. */
export function PublicOnly() {
  const session = useSession();
  if (session.isPending) return <Initializing />;
  if (session.data) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
