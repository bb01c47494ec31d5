/** accounts §1: the sign-in form is prefilled with these while the demo account is enabled. */
export const DEMO_ACCOUNT = {
  email: 'demo@example.com',
  password: 'DemoPlant2025',
  fullName: 'Demo Operator',
  companyName: 'Demo Power Plants',
  /** Permits of the demo's current-year record: a runway the permit card can show. */
  activePermits: 2,
} as const;
