/** Every path of the web app, named once (accounts §2 route table). */
export const paths = {
  login: '/auth/login',
  register: '/auth/register',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  analytics: '/dashboard/analytics',
  plants: '/dashboard/plants',
  plantRegister: '/dashboard/plants/register',
  compliance: '/dashboard/compliance',
  reports: '/dashboard/reports',
  benchmarking: '/dashboard/benchmarking',
  dataQuality: '/dashboard/data-quality',
  /** One plant's page: its register facts, coverage, series and ETS status (issue 26). */
  plant: '/plants/:id',
  settings: '/settings',
  /** The link of an invitation's e-mail (issue 28 §1). */
  invitation: '/invitations/:id',
} as const;

/** The page of one plant. */
export const plantPath = (plantId: number) => paths.plant.replace(':id', String(plantId));

/** The search parameter naming the organisation a screen shows. */
export const ORG_PARAM = 'org';

/** The Overview of an organisation: the shell makes it the active one (a member's). */
export const organisationPath = (orgId: string) =>
  `${paths.dashboard}?${new URLSearchParams({ [ORG_PARAM]: orgId }).toString()}`;

/** The short forms that redirect to the /auth/... pages. */
export const legacyAuthPaths = {
  '/login': paths.login,
  '/register': paths.register,
  '/forgot-password': paths.forgotPassword,
} as const;
