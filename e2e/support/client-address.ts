import { randomBytes } from 'node:crypto';

/**
 * A new, random client address for a browser context. The server runs with TRUST_PROXY, so each
 * context counts as its own visitor for the per-address sign-up and sign-in limits, as separate
 * users on separate machines would; every journey from one address would exhaust them in a minute.
 */
export function newClientAddress(): string {
  return `10.${[...randomBytes(3)].join('.')}`;
}
