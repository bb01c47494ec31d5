import type { Analysis } from '@web/lib/api-types';
import type { StatusTone } from '@domain/views/overview-status';
import { DataQualityLink } from '@web/components/data-quality-link';
import { StatusBadge, type BadgeTone } from '@web/components/status-badge';
import { Card } from '@web/components/ui/card';
import { HowComputed } from '@web/components/ui/how-computed';

const TONE: Record<StatusTone, BadgeTone> = {
  green: 'green',
  yellow: 'yellow',
  red: 'red',
  neutral: 'slate',
};

/** data §2 Overview: EU Compliance, US SEC Disclosure and Plant Status, filled from the analysis. */
export function StatusCards({ analysis }: { analysis: Analysis }) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {analysis.views.overviewStatus.map((card) => (
        <Card key={card.title} className="flex flex-col p-4">
          <div className="flex items-start justify-between gap-2">
            <h2 className="font-semibold text-slate-900">{card.title}</h2>
            <StatusBadge tone={TONE[card.badge.tone]}>{card.badge.label}</StatusBadge>
          </div>
          {card.rows.length > 0 && (
            <dl className="mt-3 space-y-1.5 text-sm">
              {card.rows.map((row) => (
                // A value too long to sit beside its label takes the line below, whole, instead
                // of a narrow column of broken words.
                <div key={row.label} className="flex flex-wrap justify-between gap-x-3">
                  <dt className="text-slate-600">{row.label}</dt>
                  <dd className="ml-auto text-right">
                    <span className="font-medium text-slate-900">{row.value}</span>
                    {row.note && <span className="block text-xs text-slate-500">{row.note}</span>}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <p className="mt-3 text-xs text-slate-500">{card.note}</p>
          {card.basis && (
            <div className="mt-2">
              <HowComputed>
                {card.basis.map((text) => (
                  <p key={text}>{text}</p>
                ))}
              </HowComputed>
            </div>
          )}
          {/* Its CO2 row says how many days of the year it rests on (issue 26). */}
          {card.title === 'EU Compliance' && <DataQualityLink className="mt-2" />}
        </Card>
      ))}
    </div>
  );
}
