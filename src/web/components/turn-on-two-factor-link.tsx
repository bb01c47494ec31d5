import { Link } from 'react-router';
import { paths } from '../lib/paths';

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
