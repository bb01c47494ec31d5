// The data-quality report: what does not refuse a file but a user must know before trusting it.
import { MAX_REPORTED_PROBLEMS } from '../constants';
import type { DataQualityReport, PlantDataset, QualityWarning } from './dataset';

/** A plant whose name or fuel differs from its previous row. */
export interface PlantLabelChange {
  plantId: number;
  line: number;
  field: 'plant_name' | 'fuel_type';
  from: string;
  to: string;
}

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

/** Row indices ordered by plant, then time (a stable sort, so duplicates keep file order). */
function rowsByPlantAndTime(d: PlantDataset): Uint32Array {
  const order = new Uint32Array(d.rowCount);
  for (let i = 0; i < order.length; i++) order[i] = i;
  const sorted = (() => {
    const last = new Map<number, number>();
    for (let i = 0; i < d.rowCount; i++) {
      const prev = last.get(d.plantId[i]!);
      if (prev !== undefined && d.timestamp[i]! < prev) return false;
      last.set(d.plantId[i]!, d.timestamp[i]!);
    }
    return true;
  })();
  // Files are nearly always in time order; only then group by plant without a comparison sort.
  if (sorted) {
    const byPlant = new Map<number, number[]>();
    for (let i = 0; i < d.rowCount; i++) {
      const id = d.plantId[i]!;
      let list = byPlant.get(id);
      if (!list) byPlant.set(id, (list = []));
      list.push(i);
    }
    let k = 0;
    for (const id of [...byPlant.keys()].sort((a, b) => a - b)) {
      for (const i of byPlant.get(id)!) order[k++] = i;
    }
    return order;
  }
  return order.sort(
    (a, b) => d.plantId[a]! - d.plantId[b]! || d.timestamp[a]! - d.timestamp[b]! || a - b,
  );
}

/** The most common positive step between a plant's consecutive readings (an hour for hourly data). */
function usualStep(d: PlantDataset, order: Uint32Array): number {
  const counts = new Map<number, number>();
  for (let k = 1; k < order.length; k++) {
    const a = order[k - 1]!;
    const b = order[k]!;
    if (d.plantId[a] !== d.plantId[b]) continue;
    const step = d.timestamp[b]! - d.timestamp[a]!;
    if (step > 0) counts.set(step, (counts.get(step) ?? 0) + 1);
  }
  let best = MS_PER_HOUR;
  let bestCount = 0;
  for (const [step, n] of counts) {
    if (n > bestCount || (n === bestCount && step < best)) {
      best = step;
      bestCount = n;
    }
  }
  return best;
}

/** "Plant 3 (Name)" for every plant, with the name of its first row (the name the analysis uses). */
function plantLabels(d: PlantDataset): Map<number, string> {
  const labels = new Map<number, string>();
  for (let i = 0; i < d.rowCount; i++) {
    const id = d.plantId[i]!;
    if (labels.has(id)) continue;
    const name = d.strings[d.plantName[i]!];
    labels.set(id, name ? `Plant ${id} (${name})` : `Plant ${id}`);
  }
  return labels;
}

function timelineWarnings(d: PlantDataset, out: WarningList): void {
  const order = rowsByPlantAndTime(d);
  const step = usualStep(d, order);
  const labels = plantLabels(d);
  for (let k = 1; k < order.length; k++) {
    const a = order[k - 1]!;
    const b = order[k]!;
    if (d.plantId[a] !== d.plantId[b]) continue;
    const gap = d.timestamp[b]! - d.timestamp[a]!;
    if (gap === 0) {
      out.add({
        kind: 'duplicate_timestamp',
        message: `${labels.get(d.plantId[b]!)} has two rows for ${formatTimestamp(d.timestamp[b]!)} (lines ${d.line[a]} and ${d.line[b]}); both are counted`,
        lines: [d.line[a]!, d.line[b]!],
      });
    } else if (gap > step) {
      const missing = Math.round(gap / step) - 1;
      const unit = step === MS_PER_HOUR ? 'hour' : 'reading';
      out.add({
        kind: 'missing_hours',
        message: `${labels.get(d.plantId[b]!)} has no data for ${missing} ${unit}${missing === 1 ? '' : 's'} between ${formatTimestamp(d.timestamp[a]!)} (line ${d.line[a]}) and ${formatTimestamp(d.timestamp[b]!)} (line ${d.line[b]})`,
        lines: [d.line[a]!, d.line[b]!],
      });
    }
  }
}

/** Builds the data-quality report of a parsed dataset: counts, date range and warnings with line numbers. */
export function qualityReport(
  d: PlantDataset,
  labelChanges: readonly PlantLabelChange[],
  delimiter: ',' | ';',
): DataQualityReport {
  const warnings = new WarningList();
  for (const c of labelChanges) {
    const what = c.field === 'plant_name' ? 'name' : 'fuel type';
    warnings.add({
      kind: c.field === 'plant_name' ? 'plant_name_changed' : 'fuel_type_changed',
      message: `Plant ${c.plantId} changes its ${what} from "${c.from}" to "${c.to}" at line ${c.line}; the first ${what} is used`,
      lines: [c.line],
    });
  }
  timelineWarnings(d, warnings);
  let first = Infinity;
  let last = -Infinity;
  for (let i = 0; i < d.rowCount; i++) {
    const t = d.timestamp[i]!;
    if (t < first) first = t;
    if (t > last) last = t;
  }
  return {
    rows: d.rowCount,
    plants: new Set(d.plantId).size,
    firstDate: d.rowCount > 0 ? formatTimestamp(first) : null,
    lastDate: d.rowCount > 0 ? formatTimestamp(last) : null,
    delimiter,
    decimalSeparator: delimiter === ';' ? ',' : '.',
    warnings: warnings.listed,
    warningCount: warnings.count,
  };
}
