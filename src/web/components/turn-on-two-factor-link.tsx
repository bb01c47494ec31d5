import { Link } from 'react-router';
import { ApiError } from '../lib/api-error';
import { paths } from '../lib/paths';
import { Alert } from './ui/alert';

/**
 * Issue 28 §4: where a screen is refused because an organisation requires a second factor, this
 * leads to the tab where the user turns theirs on.
 */
export function TurnOnTwoFactorLink() {
  return (
    <Link
      to={`${paths.settings}?tab=two-factor`}
      className="font-medium underline hover:no-underline"
    >
      Turn on two-factor authentication
    </Link>
  );
}

/**
 * A load that failed: the server's refusal for want of a second factor, with the way to turn it
 * on, or else the screen's own message.
 */
export function SecondFactorRefusal({ error, otherwise }: { error: Error; otherwise: string }) {
  if (!(error instanceof ApiError) || error.code !== 'two_factor_required') {
    return <Alert tone="error">{otherwise}</Alert>;
  }
  return (
    <Alert tone="warning">
      {error.message} <TurnOnTwoFactorLink />
    </Alert>
  );
}
