import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { PublicOnly, RequireUser } from './guards';
import { legacyAuthPaths, paths } from '../lib/paths';
import { RouteErrorBoundary } from './route-error-boundary';

// Only the sign-in page is in the first download; every other screen loads when first visited
// (the sign-in page's JavaScript budget). React.lazy wants a default export, so each is wrapped.
const RegisterPage = lazy(async () => ({
  default: (await import('../features/auth/components/register-page')).RegisterPage,
}));
const ForgotPasswordPage = lazy(async () => ({
  default: (await import('../features/auth/components/forgot-password-page')).ForgotPasswordPage,
}));
const ResetPasswordPage = lazy(async () => ({
  default: (await import('../features/auth/components/reset-password-page')).ResetPasswordPage,
}));
const DashboardLayout = lazy(async () => ({
  default: (await import('../features/shell/components/dashboard-layout')).DashboardLayout,
}));
const DashboardHome = lazy(async () => ({
  default: (await import('../features/dashboard/components/dashboard-home')).DashboardHome,
}));
const AnalyticsPage = lazy(async () => ({
  default: (await import('../features/analytics/components/analytics-page')).AnalyticsPage,
}));
const PlantsPage = lazy(async () => ({
  default: (await import('../features/plants/components/plants-page')).PlantsPage,
}));
const PlantRegisterPage = lazy(async () => ({
  default: (await import('../features/plant-register/components/plant-register-page'))
    .PlantRegisterPage,
}));
const SettingsPage = lazy(async () => ({
  default: (await import('./settings-page')).SettingsPage,
}));
const CompliancePage = lazy(async () => ({
  default: (await import('../features/compliance/components/compliance-page')).CompliancePage,
}));
const ReportsPage = lazy(async () => ({
  default: (await import('../features/reports/components/reports-page')).ReportsPage,
}));
const BenchmarkingPage = lazy(async () => ({
  default: (await import('../features/benchmarking/components/benchmarking-page')).BenchmarkingPage,
}));
const DataQualityPage = lazy(async () => ({
  default: (await import('../features/data-quality/components/data-quality-page')).DataQualityPage,
}));
const InvitationPage = lazy(async () => ({
  default: (await import('../features/invitations/components/invitation-page')).InvitationPage,
}));
const PlantPage = lazy(async () => ({
  default: (await import('./plant-page')).PlantPage,
}));

/** A short path that forwards to its /auth/... page, keeping where the user came from. */
function Forward({ to }: { to: string }) {
  const location = useLocation();
  return <Navigate to={to} replace state={location.state} />;
}

function Loading({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Spinner label="Loading..." className="min-h-screen" />}>
      {children}
    </Suspense>
  );
}

/**
 * A route's screen inside its error boundary: a page that fails shows the error screen inside the
 * dashboard frame; a failing frame or public page shows it on its own.
 */
const guarded = (element: ReactNode) => <RouteErrorBoundary>{element}</RouteErrorBoundary>;

/** accounts §2 route table, once (tests render it in a memory router). */
export function AppRouteTable() {
  return (
    <RouteErrorBoundary>
      <Loading>
        <Routes>
          <Route element={<PublicOnly />}>
            <Route path={paths.login} element={guarded(<SignInPage />)} />
            <Route path={paths.register} element={guarded(<RegisterPage />)} />
            <Route path={paths.forgotPassword} element={guarded(<ForgotPasswordPage />)} />
          </Route>
          {Object.entries(legacyAuthPaths).map(([from, to]) => (
            <Route key={from} path={from} element={<Forward to={to} />} />
          ))}
          <Route path={paths.resetPassword} element={guarded(<ResetPasswordPage />)} />
          <Route element={<RequireUser />}>
            <Route path="/" element={guarded(<DashboardLayout />)}>
              <Route index element={<Navigate to={paths.dashboard} replace />} />
              <Route path={paths.dashboard} element={guarded(<DashboardHome />)} />
              <Route path={paths.analytics} element={guarded(<AnalyticsPage />)} />
              <Route path={paths.plants} element={guarded(<PlantsPage />)} />
              <Route path={paths.plantRegister} element={guarded(<PlantRegisterPage />)} />
              <Route path={paths.compliance} element={guarded(<CompliancePage />)} />
              <Route path={paths.reports} element={guarded(<ReportsPage />)} />
              <Route path={paths.benchmarking} element={guarded(<BenchmarkingPage />)} />
              <Route path={paths.dataQuality} element={guarded(<DataQualityPage />)} />
              <Route path={paths.plant} element={guarded(<PlantPage />)} />
              <Route path={paths.settings} element={guarded(<SettingsPage />)} />
              <Route path={paths.invitation} element={guarded(<InvitationPage />)} />
            </Route>
          </Route>
          <Route path="*" element={<Navigate to={paths.dashboard} replace />} />
        </Routes>
      </Loading>
    </RouteErrorBoundary>
  );
}

export function AppRoutes() {
  return (
    <BrowserRouter>
      <AppRouteTable />
    </BrowserRouter>
  );
}
