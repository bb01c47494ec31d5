import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { Analysis } from '@web/lib/api-types';
import { DEFAULT_JURISDICTION, type Jurisdiction } from '@domain/constants';
import { JurisdictionToggle } from '@web/components/jurisdiction-toggle';
import { Card } from '@web/components/ui/card';
import { HowComputed } from '@web/components/ui/how-computed';

/**
 * data §2 'AI Compliance Assistant': the numbered list for EU Only / US Only / Combined (default Combined).
 * The lists are the rules engine's, computed with the analysis, so switching shows them at once.
 */
export function ComplianceAssistant({ lists }: { lists: Analysis['complianceAssistant'] }) {
  const [framework, setFramework] = useState<Jurisdiction>(DEFAULT_JURISDICTION);
  return (
    <Card className="space-y-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Sparkles className="h-5 w-5 text-brand-600" aria-hidden="true" />
            AI Compliance Assistant
          </h2>
          <p className="text-sm text-slate-600">
            Recommendations computed by rules from your data and the regulations; no AI service is
            called.
          </p>
        </div>
        <JurisdictionToggle value={framework} onChange={setFramework} label="Assistant framework" />
      </div>
      <ol className="list-decimal space-y-2 pl-6 text-sm text-slate-700 marker:font-semibold marker:text-slate-500">
        {lists[framework].map(({ text, basis }) => (
          <li key={text} className="space-y-1 pl-1">
            <p>{text}</p>
            {basis.length > 0 && (
              <HowComputed>
                {basis.map((sentence) => (
                  <p key={sentence}>{sentence}</p>
                ))}
              </HowComputed>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}
