/** accounts §1: the sign-in form is prefilled with these while the demo account is enabled. */
export const DEMO_ACCOUNT = {
  email: 'demo@example.com',
  password: 'DemoPlant2025',
  fullName: 'Demo Operator',
  companyName: 'Demo Power Plants',
  /** Months of CO2 the allowances of the demo's current year have left when it is made (a yellow light). */
  runwayMonths: 15,
} as const;

/** Issue 37: the demo organisation's second member, who reads its figures and changes nothing. */
export const DEMO_VIEWER = {
  email: 'demo-viewer@example.com',
  password: 'DemoPlant2025',
  fullName: 'Demo Viewer',
  role: 'viewer',
} as const;

/** How the demo's audit log names the changes its setup made, and what its records say they are. */
export const DEMO_SETUP = 'demo setup';
export const DEMO_NOTE = 'Demo data from the demo account; not a real plant.';
