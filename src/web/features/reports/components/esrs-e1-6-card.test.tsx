import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@web/testing/render';
import { EsrsE16Card } from './esrs-e1-6-card';

describe('the ESRS E1-6 card', () => {
  it('first offers the last ended year, as the annual emissions report does', () => {
    renderWithApp(<EsrsE16Card years={[2024, 2025, 2026]} currentYear={2026} />);
    expect((screen.getByLabelText('Year') as HTMLSelectElement).value).toBe('2025');
    expect(screen.getByText(/^Gross Scope 1 emissions of the year/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV: ESRS E1-6 datapoints' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'ESRS E1-6 datapoints' })).toBeTruthy();
  });
});
