import type { CsvProblem } from '@domain/csv/parse-result';

/** A refused file's message, then each problem by its line and the total (validate and upload). */
export function problemReport(
  message: string,
  problems: readonly CsvProblem[],
  problemCount: number,
): string {
  const lines = problems.map((p) => (p.line === null ? p.message : `line ${p.line}: ${p.message}`));
  const total = `${problemCount} problem${problemCount === 1 ? '' : 's'} in total`;
  return [message, ...lines, total].join('\n') + '\n';
}
