// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { analysisAnswer } from '@domain/analysis-answer';
import { analysisBase } from '@domain/completion/analyze';
import { parseCsv } from '@domain/csv/parse';
import { generateSampleCsv } from '@domain/sample/generate-sample';
import { completeResult } from '@domain/completed-analysis';
import { etsScopeDeclaredOf } from '@web/testing/analysis';
import { StatusCards } from './status-cards';

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

describe("the Overview's EU Compliance card", () => {
  it('shows each figure first with a short note under it, and its method under "How this was computed"', () => {
    render(
      <MemoryRouter>
        <StatusCards analysis={analysis} />
      </MemoryRouter>,
    );
    const card = screen.getByRole('heading', { name: 'EU Compliance' }).parentElement!
      .parentElement!;
    const co2 = within(card).getByText('Reported CO2').nextElementSibling!;
    expect(co2.firstElementChild!.textContent).toBe('128,883.7 t CO2 reported');
    expect(co2.lastElementChild!.textContent).toBe(
      '3 plants declared in EU ETS scope; 30 of 365 days with data',
    );
    const position = within(card).getByText('Position').nextElementSibling!;
    expect(position.firstElementChild!.textContent).toMatch(/^surplus of [\d,.]+ t so far$/);
    const basis = card.querySelector('details')!;
    expect(basis.open).toBe(false);
    expect(basis.querySelector('summary')!.textContent).toBe('How this was computed');
    expect(basis.textContent).toContain("Runway at the year's CO2 rate.");
    expect(basis.textContent).toContain('CH4 and N2O from fuel combustion do not count');
    expect(within(card).getByText(/^Deadlines: report verified emissions by/)).toBeTruthy();
  });
});
