import { CheckCircle2, Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { OptimizationPrediction } from '@domain/analysis/types';
import { pct } from '@domain/format';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';

// The optimisations the user has opened in this session. The panel stays open when they come back to
// the screen and closes only for new data: TanStack Query keeps the same object while the data is
// unchanged (structural sharing), so "unchanged data" is "the same object" (data §2: no rerun).
const opened = new WeakSet<OptimizationPrediction>();

/** data §2 Analytics "AI Optimization": the precomputed prediction, shown on 'Optimize' without delay. */
export function OptimizationPanel({ optimization }: { optimization: OptimizationPrediction }) {
  const [openedNow, setOpenedNow] = useState<OptimizationPrediction | null>(null);
  const open = openedNow === optimization || opened.has(optimization);
  const optimize = () => {
    opened.add(optimization);
    setOpenedNow(optimization);
  };

  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-semibold text-slate-900">AI Optimization</h2>
          <p className="text-sm text-slate-600">
            A prediction from rules over your data (efficiency gaps, intensity outliers, the CO2
            trend and the permit runway); no AI service is called.
          </p>
        </div>
        <Button onClick={optimize} disabled={open}>
          {open ? (
            <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Sparkles className="h-4 w-4" aria-hidden="true" />
          )}
          {open ? 'Optimized' : 'Optimize'}
        </Button>
      </div>
      <div aria-live="polite">
        {open && (
          <div className="mt-4 space-y-4 text-sm text-slate-700">
            <section>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold text-slate-800">Prediction</h3>
                <span className="text-slate-600">
                  Confidence{' '}
                  <span className="font-semibold text-slate-900">
                    {pct(optimization.confidence, 0)}
                  </span>{' '}
                  (from the data&rsquo;s coverage)
                </span>
              </div>
              <p className="mt-1">{optimization.prediction}</p>
            </section>
            <section>
              <h3 className="font-semibold text-slate-800">Timeline</h3>
              <p className="mt-1">{optimization.timeline}</p>
            </section>
            <section>
              <h3 className="font-semibold text-slate-800">Factors</h3>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {optimization.factors.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            </section>
            <section>
              <h3 className="font-semibold text-slate-800">
                Recommendations ({optimization.recommendations.length})
              </h3>
              <ol className="mt-1 list-decimal space-y-1 pl-5">
                {optimization.recommendations.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ol>
            </section>
            <p className="text-xs text-slate-500">
              Computed once for this data: it changes when you load other data or change the
              settings it depends on.
            </p>
          </div>
        )}
      </div>
    </Card>
  );
}
