import { AlertTriangle, CheckCircle2, Info, type LucideIcon } from 'lucide-react';
import type { Analysis } from '@web/lib/api-types';
import { type ChecklistState } from '@domain/views/compliance-summary';
import { Card } from '@web/components/ui/card';
import { HowComputed } from '@web/components/ui/how-computed';

const STATE: Record<ChecklistState, { Icon: LucideIcon; tone: string; word: string }> = {
  ok: { Icon: CheckCircle2, tone: 'text-green-600', word: 'In order' },
  attention: { Icon: AlertTriangle, tone: 'text-yellow-600', word: 'Needs attention' },
  info: { Icon: Info, tone: 'text-blue-600', word: 'Information' },
};

/** data §2 'Compliance Summary': three checklists whose lines state facts of the data (not fixed ticks). */
export function ComplianceChecklists({ analysis }: { analysis: Analysis }) {
  return (
    <section aria-labelledby="summary-heading" className="space-y-3">
      <div>
        <h2 id="summary-heading" className="text-lg font-semibold text-slate-900">
          Compliance Summary
        </h2>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
          {Object.values(STATE).map(({ Icon, tone, word }) => (
            <span key={word} className="inline-flex items-center gap-1">
              <Icon className={`h-3.5 w-3.5 ${tone}`} aria-hidden="true" />
              {word}
            </span>
          ))}
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        {analysis.views.complianceSummary.map((list) => (
          <Card key={list.title} className="p-5">
            <h3 className="text-base font-semibold text-slate-900">{list.title}</h3>
            <ul className="mt-3 space-y-3">
              {list.items.map((item) => {
                const { Icon, tone, word } = STATE[item.state];
                return (
                  <li key={item.label} className="flex gap-2 text-sm">
                    <Icon className={`mt-0.5 h-4 w-4 shrink-0 ${tone}`} aria-hidden="true" />
                    <div className="min-w-0 space-y-1">
                      <p className="font-medium text-slate-800">
                        {item.label}
                        <span className="sr-only"> ({word})</span>
                      </p>
                      <p className="text-slate-600">{item.detail}</p>
                      {item.basis && (
                        <HowComputed>
                          {item.basis.map((text) => (
                            <p key={text}>{text}</p>
                          ))}
                        </HowComputed>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          </Card>
        ))}
      </div>
    </section>
  );
}
