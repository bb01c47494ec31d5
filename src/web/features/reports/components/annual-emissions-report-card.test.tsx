import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@web/testing/render';
import { AnnualEmissionsReportCard } from './annual-emissions-report-card';

describe('the annual emissions report card', () => {
  it('first offers the last ended year, not the current unfinished one', () => {
    renderWithApp(<AnnualEmissionsReportCard years={[2024, 2025, 2026]} currentYear={2026} />);
    expect((screen.getByLabelText('Year') as HTMLSelectElement).value).toBe('2025');
    expect(
      screen.getByRole('button', { name: 'Download XLSX: annual emissions report 2025' }),
    ).toBeTruthy();
  });

  it('says the report states source streams and the permit number, not that they are missing', () => {
    renderWithApp(<AnnualEmissionsReportCard years={[2025]} currentYear={2026} />);
    const text = screen.getByText(/^The EU ETS annual emissions report/).textContent;
    expect(text).toContain('source streams with their activity data, factors, tiers and CO2');
    expect(text).toContain('permit number and monitoring plan version');
    expect(text).not.toContain('not held yet');
  });
});
