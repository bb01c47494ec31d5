import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { MSG_TWO_FACTOR_NOT_CHANGED } from '@domain/validation/second-factor';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { authClient, type SessionUser } from '@web/lib/auth-client';
import { useTimedMessage } from '@web/lib/use-timed-message';
import { AuthenticatorSetup } from './authenticator-setup';
import { BackupCodes } from './backup-codes';
import { PasswordConfirmForm } from './password-confirm-form';

type Step =
  | { name: 'overview' }
  /** Confirming the password for one of the overview's actions. */
  | { name: 'confirm'; action: 'disable' | 'new-codes' }
  /** Set up, not yet on: the app's first code turns it on. */
  | { name: 'setup'; totpUri: string; backupCodes: string[] }
  /** Backup codes just made, shown this once. */
  | { name: 'codes'; backupCodes: string[]; heading: string };

const OVERVIEW: Step = { name: 'overview' };

/**
 * Issue 28 §4 "Second factor": turn a TOTP second factor on (password, the app's key, its first
 * code, then the backup codes once), get new backup codes, or turn it off (password).
 */
export function TwoFactorTab({ user }: { user: SessionUser }) {
  const [step, setStep] = useState<Step>(OVERVIEW);
  const [done, showDone] = useTimedMessage();
  const isOn = user.twoFactorEnabled === true;

  if (step.name === 'setup') {
    return (
      <AuthenticatorSetup
        totpUri={step.totpUri}
        onVerified={() =>
          setStep({
            name: 'codes',
            backupCodes: step.backupCodes,
            heading: 'Two-factor authentication is on.',
          })
        }
        onCancel={() => setStep(OVERVIEW)}
      />
    );
  }
  if (step.name === 'codes') {
    return (
      <BackupCodes
        codes={step.backupCodes}
        heading={step.heading}
        onDone={() => setStep(OVERVIEW)}
      />
    );
  }

  const Icon = isOn ? ShieldCheck : ShieldOff;
  return (
    <div className="max-w-xl space-y-5">
      {done && <Alert tone="success">{done}</Alert>}
      <div className="flex items-start gap-3">
        <Icon
          className={`mt-0.5 h-5 w-5 shrink-0 ${isOn ? 'text-green-600' : 'text-slate-400'}`}
          aria-hidden="true"
        />
        <p className="text-sm text-slate-700">
          {isOn ? (
            <>
              <span className="font-medium text-slate-900">On.</span> Signing in asks for a code
              from your authenticator app after your password, or for one of your backup codes.
            </>
          ) : (
            <>
              <span className="font-medium text-slate-900">Off.</span> Turn it on and signing in
              asks for your password and a code from an authenticator app on your phone (such as
              Google Authenticator, Microsoft Authenticator or 1Password).
            </>
          )}
        </p>
      </div>
      {!isOn && (
        <PasswordConfirmForm
          submitLabel="Set up two-factor authentication"
          pendingLabel="Checking..."
          fallback={MSG_TWO_FACTOR_NOT_CHANGED}
          action={authClient.twoFactor.enable}
          onDone={({ totpURI, backupCodes }) =>
            setStep({ name: 'setup', totpUri: totpURI, backupCodes })
          }
        />
      )}
      {isOn && step.name === 'overview' && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => setStep({ name: 'confirm', action: 'new-codes' })}
          >
            Get new backup codes
          </Button>
          <Button variant="danger" onClick={() => setStep({ name: 'confirm', action: 'disable' })}>
            Turn off
          </Button>
        </div>
      )}
      {isOn && step.name === 'confirm' && step.action === 'new-codes' && (
        <PasswordConfirmForm
          submitLabel="Get new backup codes"
          pendingLabel="Making codes..."
          fallback={MSG_TWO_FACTOR_NOT_CHANGED}
          action={authClient.twoFactor.generateBackupCodes}
          onDone={({ backupCodes }) =>
            setStep({
              name: 'codes',
              backupCodes,
              heading: 'New backup codes made: the old ones no longer work.',
            })
          }
          onCancel={() => setStep(OVERVIEW)}
        />
      )}
      {isOn && step.name === 'confirm' && step.action === 'disable' && (
        <PasswordConfirmForm
          submitLabel="Turn off two-factor authentication"
          pendingLabel="Turning off..."
          variant="danger"
          fallback={MSG_TWO_FACTOR_NOT_CHANGED}
          action={authClient.twoFactor.disable}
          onDone={() => {
            setStep(OVERVIEW);
            showDone('Two-factor authentication is off.');
          }}
          onCancel={() => setStep(OVERVIEW)}
        />
      )}
    </div>
  );
}
