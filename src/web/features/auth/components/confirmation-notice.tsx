import { useLocation } from 'react-router';
import { Alert } from '@web/components/ui/alert';

export const MSG_ADDRESS_CONFIRMED = 'Your email address is confirmed. Sign in to continue.';
export const MSG_CONFIRMATION_FAILED =
  'That confirmation link did not work: it is not valid, or it has expired.';

/**
 * Issue 34 §1: a confirmation link opens no session; the server sends it here, to the sign-in
 * form, with `confirmed=1` (and `error=...` when the link did not work), and this says which.
 */
export function ConfirmationNotice() {
  const params = new URLSearchParams(useLocation().search);
  if (!params.has('confirmed')) return null;
  return params.has('error') ? (
    <Alert tone="error">{MSG_CONFIRMATION_FAILED}</Alert>
  ) : (
    <Alert tone="success">{MSG_ADDRESS_CONFIRMED}</Alert>
  );
}
