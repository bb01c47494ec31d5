// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_COHORT_BENCHMARKS } from '@domain/constants';
import { TrafficLightLegend } from './traffic-light-legend';

afterEach(cleanup);

describe('the Benchmarking legend', () => {
  it('says the SEC chip gives no verdict, as the Compliance page says of the SEC extract', () => {
    render(<TrafficLightLegend benchmarks={{ ...EMPTY_COHORT_BENCHMARKS, defaults: true }} />);
    const chips = screen.getByText(/^Chips:/).textContent!;
    expect(chips).toContain('SEC gives the scope 1 CO2 for the voluntary extract and no verdict');
    expect(chips).not.toMatch(/SEC needs/);
  });
});
