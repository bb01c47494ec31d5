// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { analysisAnswer } from '@domain/analysis-answer';
import { analysisBase } from '@domain/completion/analyze';
import { parseCsv } from '@domain/csv/parse';
import { generateSampleCsv } from '@domain/sample/generate-sample';
import { completeResult } from '@domain/completed-analysis';
import { etsScopeDeclaredOf } from '@web/testing/analysis';
import { ComplianceAssistant } from './compliance-assistant';

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

/** The numbered item whose figure line begins with `start`. */
function item(start: string): HTMLLIElement {
  const found = screen
    .getAllByRole('listitem')
    .find((li) => li.querySelector('p')?.textContent?.startsWith(start));
  if (!found) throw new Error(`no item beginning ${start}`);
  return found as HTMLLIElement;
}

describe('the compliance assistant', () => {
  it('leads each item with its figure, the basis closed under "How this was computed"', () => {
    render(<ComplianceAssistant lists={analysis.complianceAssistant} />);
    const csrd = item('CSRD/ESRS E1');
    expect(csrd.querySelector('p')!.textContent).toMatch(
      /^CSRD\/ESRS E1: disclose gross scope 1 of [\d,]+ tCO2e from 2025-01-01 to 2025-01-30\.$/,
    );
    const basis = csrd.querySelector('details')!;
    expect(basis.open).toBe(false);
    expect(basis.querySelector('summary')!.textContent).toBe('How this was computed');
    expect(basis.textContent).toContain('stop-the-clock directive');
  });

  it('shows the US items with their figures when the framework is switched', () => {
    render(<ComplianceAssistant lists={analysis.complianceAssistant} />);
    fireEvent.click(screen.getByRole('button', { name: 'US Only' }));
    expect(item('SEC climate-disclosure rule').querySelector('p')!.textContent).toBe(
      'SEC climate-disclosure rule: stayed since April 2024; this extract is voluntary.',
    );
    expect(item('Disclose intensity').querySelector('p')!.textContent).toMatch(
      /^Disclose intensity: [\d.]+ tCO2e\/MWh\.$/,
    );
  });
});
