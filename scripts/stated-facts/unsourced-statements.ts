import type { Source } from '@domain/sources/sources';

// What a text states that only a document can back: a citation, a calendar date or deadline, or a
// reference figure of the industry. Comments are left out: they state nothing on a screen.
const CITATION =
  /(?:Directive|Regulation) (?:\(EU\) )?\d{4}\/\d+(?:\/EC)?(?:, (?:Art\. \d+(?:\(\d+\))?|Annex [IVX]+))?|MRR Art\. \d+(?:\(\d+\))?|\bArt\. \d+(?:\(\d+\))?|SEC (?:press release of \d{1,2} \w+ \d{4}|Release No\. [\d-]+)|\bAR[456]\b|GHG Protocol|\bIEA\b|\bIPCC\b/g;
const MONTHS =
  'January|February|March|April|May|June|July|August|September|October|November|December';
const DATE = new RegExp(
  `\\b(?:19|20)\\d\\d-\\d\\d-\\d\\d\\b|\\b\\d{1,2} (?:${MONTHS})\\b|\\b(?:${MONTHS}) (?:19|20)\\d\\d\\b`,
  'g',
);
const REFERENCE = /industry average|best[ -]in[ -]class|typical net efficiency/gi;

export interface Statement {
  kind: 'citation' | 'date' | 'reference figure';
  text: string;
}

/** The code of a source file without its comments. */
export function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/**
 * The statements of a file's code that the sources table does not back: a citation it does not
 * list, and any date or industry reference figure written out (they belong in the table, and texts
 * take them from it).
 */
export function unsourcedStatements(code: string, sources: readonly Source[]): Statement[] {
  const cited = new Set(sources.flatMap((s) => s.citations));
  const text = withoutComments(code);
  return [
    ...[...text.matchAll(CITATION)]
      .map((m) => m[0])
      .filter((c) => !cited.has(c))
      .map((c) => ({ kind: 'citation' as const, text: c })),
    ...[...text.matchAll(DATE)].map((m) => ({ kind: 'date' as const, text: m[0] })),
    ...[...text.matchAll(REFERENCE)].map((m) => ({
      kind: 'reference figure' as const,
      text: m[0],
    })),
  ];
}
