// The problems that refuse a file: all of them counted, the first MAX_REPORTED_PROBLEMS listed.
import { MAX_REPORTED_PROBLEMS } from '../constants';
import { msgValidationFailed } from '../messages';
import type { CsvProblem, CsvRefusal } from './parse-result';

export class ProblemList {
  readonly listed: CsvProblem[] = [];
  count = 0;

  add(line: number | null, message: string): void {
    this.count++;
    if (this.listed.length < MAX_REPORTED_PROBLEMS) this.listed.push({ line, message });
  }

  /** The file's refusal, its message naming the listed problems and how many more there are. */
  refusal(): CsvRefusal {
    const { listed, count } = this;
    const more =
      count > listed.length
        ? ` (and ${count - listed.length} more; ${count} problems in total)`
        : '';
    return {
      ok: false,
      message: msgValidationFailed(listed.map((p) => p.message).join('; ') + more),
      problems: [...listed],
      problemCount: count,
    };
  }
}
