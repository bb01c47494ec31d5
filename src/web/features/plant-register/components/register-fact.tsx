import { AssumedMark } from '@web/components/assumed-mark';
import type { PlantRegisterEntry } from '@web/lib/get-plant-register';
import type { RegisterFactSpec } from '../lib/register-facts';

/** A register fact's value, with "assumed" beside it while it is the default, not a declared fact. */
export function RegisterFact({
  entry,
  fact,
}: {
  entry: PlantRegisterEntry;
  fact: RegisterFactSpec;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span>{fact.text(entry)}</span>
      {entry.assumed[fact.field] && <AssumedMark />}
    </span>
  );
}
