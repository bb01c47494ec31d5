// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Benchmarks } from '@domain/analysis/types';
import { benchmarkInsights } from '@domain/views/benchmark-insights';
import { BenchmarkInsightsCard } from './benchmark-insights-card';
import { ComparisonOverview } from './comparison-overview';

afterEach(cleanup);

// Issue 37: one plant far above the rest put the 75th percentile by rank (41.5 %) below the
// average; the top quarter now starts at the average.
const SKEWED: Benchmarks = {
  efficiency_avg: 43.9,
  efficiency_p25: 30,
  efficiency_p75: 43.9,
  efficiency_top_quarter_avg: 81,
  emissions_avg: 400,
  emissions_p25: 300,
  emissions_p75: 500,
  emissions_best_quarter_avg: 250,
  output_max: 1000,
  defaults: false,
};
const NO_COUNTS = { top_quartile: 0, middle: 0, bottom_quartile: 0, not_ranked: 0 };

describe('the Benchmarking figures', () => {
  it('shows a top 25% efficiency that is not below the average of the same facilities', () => {
    render(<ComparisonOverview factories={[]} benchmarks={SKEWED} counts={NO_COUNTS} />);
    const figure = screen.getByText('Top 25% Efficiency').nextElementSibling!.textContent!;
    expect(figure).toBe('81.0%');
    const average = screen.getByText('Avg Efficiency').nextElementSibling!.textContent!;
    expect(average).toBe('43.9%');
  });

  it('says which efficiency the benchmarks compare, and how the quartiles are drawn', () => {
    render(<ComparisonOverview factories={[]} benchmarks={SKEWED} counts={NO_COUNTS} />);
    expect(document.body.textContent).toContain(
      "Efficiency here is the mean of the file's hourly efficiency_percent as the file states it",
    );
    expect(document.body.textContent).toContain(
      'the top quarter never starts below the average, the bottom quarter never above it.',
    );
  });

  it('states no best-in-class figure without a source', () => {
    render(<BenchmarkInsightsCard insights={benchmarkInsights([], SKEWED)} />);
    const text = document.body.textContent!;
    expect(text).not.toMatch(/best in class/i);
    expect(text).not.toContain('75.0%');
    expect(text).not.toContain('combined-cycle');
  });
});
