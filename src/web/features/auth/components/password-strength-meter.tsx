import { passwordStrength } from '@domain/validation/password-strength';

const BAR_COLOURS = [
  'bg-red-500',
  'bg-red-500',
  'bg-orange-500',
  'bg-yellow-500',
  'bg-lime-500',
  'bg-green-600',
];

/** accounts §5: five criteria scored, labelled Very Weak to Strong, with what is still missing. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const { score, label, unmet } = passwordStrength(password);
  return (
    <div className="mt-2" aria-live="polite">
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((step) => (
          <span
            key={step}
            className={`h-1.5 flex-1 rounded ${step <= score ? BAR_COLOURS[score] : 'bg-slate-200'}`}
          />
        ))}
      </div>
      <p className="mt-1 text-xs text-slate-600">
        Password strength: <span className="font-medium">{label}</span>
      </p>
      {unmet.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-xs text-slate-500">
          {unmet.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
