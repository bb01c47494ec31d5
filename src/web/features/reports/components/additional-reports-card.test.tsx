import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@web/testing/render';
import { AdditionalReportsCard } from './additional-reports-card';

describe('the additional reports', () => {
  it('says which days the Emissions Summary holds: the range shown, not always 30 days', () => {
    renderWithApp(
      <AdditionalReportsCard scope={null} days={{ from: '2025-01-01', to: '2025-12-31' }} />,
    );
    expect(screen.getByText(/^CO2, CH4 and N2O in tonnes for each day/).textContent).toBe(
      'CO2, CH4 and N2O in tonnes for each day from 2025-01-01 to 2025-12-31, the range shown; days without data are marked "no data".',
    );
  });
});
