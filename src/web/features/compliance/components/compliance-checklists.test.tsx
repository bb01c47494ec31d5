// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { analysisAnswer } from '@domain/analysis-answer';
import { analysisBase } from '@domain/completion/analyze';
import { parseCsv } from '@domain/csv/parse';
import { generateSampleCsv } from '@domain/sample/generate-sample';
import { completeResult } from '@domain/completed-analysis';
import { etsScopeDeclaredOf } from '@web/testing/analysis';
import { ComplianceChecklists } from './compliance-checklists';

const parsed = parseCsv(new TextEncoder().encode(generateSampleCsv({ days: 30 })));
if (!parsed.ok) throw new Error(parsed.message);
const base = analysisBase(parsed.dataset, parsed.quality, {});
const analysis = analysisAnswer(
  completeResult(base, {
    now: '2025-03-01',
    permit: { permit_year: 2025, active_permits: 5 },
    register: etsScopeDeclaredOf(base),
  }),
);

afterEach(cleanup);

describe('the Compliance Summary', () => {
  it('states the EU ETS verdict in one line with its figure, its basis under "How this was computed"', () => {
    render(<ComplianceChecklists analysis={analysis} />);
    const line = screen.getByText('EU ETS permits').closest('li')!;
    const verdict = line.querySelector('p.text-slate-600')!;
    expect(verdict.textContent).toMatch(/^EU ETS 2025: surplus of [\d,.]+ t so far; runway /);
    expect(verdict.textContent).not.toContain('Deadlines');
    const basis = line.querySelector('details')!;
    expect(basis.open).toBe(false);
    expect(basis.querySelector('summary')!.textContent).toBe('How this was computed');
    expect(basis.textContent).toContain('Allowances: 5 permits x 100,000 t = 500,000 EUAs against');
    expect(basis.textContent).toContain('Deadlines: report verified emissions by 2026-03-31');
  });
});
