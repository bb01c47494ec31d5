import type { PlantRegisterEntry } from '@web/lib/get-plant-register';
import { RegisterFact } from './register-fact';
import { REGISTER_FACTS } from '../lib/register-facts';
import { paths } from '@web/lib/paths';
import { PlantSection } from '@web/components/plant-section';

/** The plant's register facts, each declared or marked assumed, as the register screen shows them. */
export function PlantFactsCard({ entry }: { entry: PlantRegisterEntry | null }) {
  return (
    <PlantSection
      title="Register facts"
      link={{ to: paths.plantRegister, text: 'Edit in the plant register' }}
    >
      {entry ? (
        <>
          <p className="text-sm text-slate-600">
            {entry.confirmed
              ? 'Confirmed: every value is a declared fact.'
              : "A value marked assumed is the dashboard's default until you declare it or confirm the entry."}
          </p>
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            {REGISTER_FACTS.map((fact) => (
              <div key={fact.field}>
                <dt className="text-xs text-slate-600">{fact.label}</dt>
                <dd className="font-medium text-slate-900">
                  <RegisterFact entry={entry} fact={fact} />
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className="text-sm text-slate-600">The plant register has no entry for this plant.</p>
      )}
    </PlantSection>
  );
}
