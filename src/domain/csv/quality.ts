// The data-quality report: what does not refuse a file but a user must know before trusting it.
import { MAX_REPORTED_PROBLEMS } from '../constants';
import type { DataQualityReport, QualityWarning, RowIndex } from '../readings/dataset';

const MS_PER_HOUR = 3_600_000;

/** `YYYY-MM-DD HH:MM:SS` of an epoch-ms instant, in UTC. */
export function formatTimestamp(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

class WarningList {
  readonly listed: QualityWarning[] = [];
  count = 0;
  private readonly perKind = new Map<QualityWarning['kind'], number>();

  add(w: QualityWarning): void {
    this.count++;
    const n = this.perKind.get(w.kind) ?? 0;
    this.perKind.set(w.kind, n + 1);
    if (n < MAX_REPORTED_PROBLEMS) this.listed.push(w);
  }
}

/**
 * The key of a plant's unit among a file's: its plant id and the dictionary id of its unit's text
 * (the empty text for the plant itself) in one number.
 */
const unitKey = (plantId: number, unit: number) => unit * 2 ** 31 + plantId;

/** Two consecutive readings of one unit (in file order) whose spacing may be a duplicate or a gap. */
interface StepCandidate {
  /** The unit's key (unitKey). */
  key: number;
  fromTs: number;
  fromLine: number;
  toTs: number;
  toLine: number;
}

interface PlantState {
  label: string;
  name: string;
  fuel: string;
  lastTs: number;
  lastLine: number;
  /** Smallest positive step seen so far: a larger one may be a gap. */
  minStep: number;
}

/**
 * Watches accepted rows as the parser reads them: name or fuel changes, and the spacing of
 * each plant's readings, so a file in time order needs no sort to find duplicates and gaps.
 */
export class QualityTracker {
  /** Per unit of a plant (unitKey), what its last reading was. */
  private readonly units = new Map<number, PlantState>();
  private readonly plantIds = new Set<number>();
  private readonly warnings = new WarningList();
  private readonly candidates: StepCandidate[] = [];
  private readonly stepCounts = new Map<number, number>();
  private inOrder = true;
  private first = Infinity;
  private last = -Infinity;

  /** `strings` the texts a row's unit is an id into. */
  constructor(private readonly strings: readonly string[]) {}

  /** Records one accepted row; `unit` the id of its unit's text. */
  observe(plantId: number, unit: number, name: string, fuel: string, ts: number, line: number) {
    if (ts < this.first) this.first = ts;
    if (ts > this.last) this.last = ts;
    const key = unitKey(plantId, unit);
    const p = this.units.get(key);
    if (!p) {
      const plant = name ? `Plant ${plantId} (${name})` : `Plant ${plantId}`;
      const unitText = this.strings[unit]!;
      this.plantIds.add(plantId);
      this.units.set(key, {
        label: unitText === '' ? plant : `${plant} unit ${unitText}`,
        name,
        fuel,
        lastTs: ts,
        lastLine: line,
        minStep: Infinity,
      });
      return;
    }
    if (p.name !== name) this.labelChange(plantId, 'name', p.name, name, line);
    if (p.fuel !== fuel) this.labelChange(plantId, 'fuel type', p.fuel, fuel, line);
    p.name = name;
    p.fuel = fuel;
    const step = ts - p.lastTs;
    if (step < 0) this.inOrder = false;
    else if (step > 0) this.stepCounts.set(step, (this.stepCounts.get(step) ?? 0) + 1);
    if (step === 0 || step > p.minStep || p.minStep === Infinity) {
      this.candidates.push({
        key,
        fromTs: p.lastTs,
        fromLine: p.lastLine,
        toTs: ts,
        toLine: line,
      });
    }
    if (step > 0 && step < p.minStep) p.minStep = step;
    p.lastTs = ts;
    p.lastLine = line;
  }

  private labelChange(plantId: number, what: string, from: string, to: string, line: number) {
    this.warnings.add({
      kind: what === 'name' ? 'plant_name_changed' : 'fuel_type_changed',
      message: `Plant ${plantId} changes its ${what} from "${from}" to "${to}" at line ${line}; the first ${what} is used`,
      lines: [line],
    });
  }

  /** The data-quality report of the finished file, from its rows' index. */
  report(d: RowIndex, delimiter: ',' | ';'): DataQualityReport {
    const pairs = this.inOrder ? this.candidates : sortedPairs(d);
    const step = usualStep(this.inOrder ? this.stepCounts : countSteps(pairs));
    for (const c of pairs) this.checkStep(c, step);
    return {
      rows: d.rowCount,
      plants: this.plantIds.size,
      firstDate: d.rowCount > 0 ? formatTimestamp(this.first) : null,
      lastDate: d.rowCount > 0 ? formatTimestamp(this.last) : null,
      delimiter,
      decimalSeparator: delimiter === ';' ? ',' : '.',
      warnings: this.warnings.listed,
      warningCount: this.warnings.count,
    };
  }

  private checkStep(c: StepCandidate, usual: number): void {
    const label = this.units.get(c.key)!.label;
    const gap = c.toTs - c.fromTs;
    if (gap === 0) {
      this.warnings.add({
        kind: 'duplicate_timestamp',
        message: `${label} has two rows for ${formatTimestamp(c.toTs)} (lines ${c.fromLine} and ${c.toLine}); the later row is counted`,
        lines: [c.fromLine, c.toLine],
      });
    } else if (gap > usual) {
      const missing = Math.round(gap / usual) - 1;
      const unit = usual === MS_PER_HOUR ? 'hour' : 'reading';
      this.warnings.add({
        kind: 'missing_hours',
        message: `${label} has no data for ${missing} ${unit}${missing === 1 ? '' : 's'} between ${formatTimestamp(c.fromTs)} (line ${c.fromLine}) and ${formatTimestamp(c.toTs)} (line ${c.toLine})`,
        lines: [c.fromLine, c.toLine],
      });
    }
  }
}

/** The most common positive step between a plant's readings (an hour for hourly data). */
function usualStep(stepCounts: Map<number, number>): number {
  let best = MS_PER_HOUR;
  let bestCount = 0;
  for (const [step, n] of stepCounts) {
    if (n > bestCount || (n === bestCount && step < best)) {
      best = step;
      bestCount = n;
    }
  }
  return best;
}

function countSteps(pairs: readonly StepCandidate[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const c of pairs) {
    const step = c.toTs - c.fromTs;
    if (step > 0) counts.set(step, (counts.get(step) ?? 0) + 1);
  }
  return counts;
}

/** Consecutive readings per unit in time order, for a file that is not in time order. */
function sortedPairs(d: RowIndex): StepCandidate[] {
  const order = new Uint32Array(d.rowCount);
  for (let i = 0; i < order.length; i++) order[i] = i;
  const keys = Float64Array.from(d.plantId, (p, i) => unitKey(p, d.unitId[i]!));
  order.sort((a, b) => keys[a]! - keys[b]! || d.timestamp[a]! - d.timestamp[b]! || a - b);
  const pairs: StepCandidate[] = [];
  for (let k = 1; k < order.length; k++) {
    const a = order[k - 1]!;
    const b = order[k]!;
    if (keys[a] !== keys[b]) continue;
    pairs.push({
      key: keys[b]!,
      fromTs: d.timestamp[a]!,
      fromLine: d.line[a]!,
      toTs: d.timestamp[b]!,
      toLine: d.line[b]!,
    });
  }
  return pairs;
}
