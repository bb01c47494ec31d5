import { describe, expect, it } from 'vitest';
import { classifyGaps } from './classified-gaps';

const at = (iso: string) => Date.parse(iso);

describe('gaps with the reasons a user gave', () => {
  const gap = { from: at('2025-03-03T00:00:00Z'), to: at('2025-03-09T00:00:00Z'), hours: 144 };

  it('leaves a gap no classification touches without a reason', () => {
    expect(classifyGaps([gap], [])).toEqual([{ ...gap, reason: null }]);
  });

  it('gives a gap inside a classification its reason', () => {
    const c = { from: at('2025-03-01T00:00:00Z'), to: at('2025-03-10T00:00:00Z'), reason: 'x' };
    expect(classifyGaps([gap], [c])).toEqual([{ ...gap, reason: 'x' }]);
  });

  it('cuts a gap where classifications begin and end', () => {
    const classes = [
      { from: at('2025-03-02T00:00:00Z'), to: at('2025-03-04T00:00:00Z'), reason: 'a' },
      { from: at('2025-03-05T00:00:00Z'), to: at('2025-03-05T06:00:00Z'), reason: 'b' },
    ];
    expect(classifyGaps([gap], classes)).toEqual([
      { from: gap.from, to: at('2025-03-04T00:00:00Z'), hours: 24, reason: 'a' },
      { from: at('2025-03-04T00:00:00Z'), to: at('2025-03-05T00:00:00Z'), hours: 24, reason: null },
      { from: at('2025-03-05T00:00:00Z'), to: at('2025-03-05T06:00:00Z'), hours: 6, reason: 'b' },
      { from: at('2025-03-05T06:00:00Z'), to: gap.to, hours: 90, reason: null },
    ]);
  });
});
