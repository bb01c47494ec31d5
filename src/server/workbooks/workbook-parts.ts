// The parts of an .xlsx workbook that say how to read a sheet (ECMA-376 Part 1): the workbook
// (its sheets' names and date system), its relationships (where each sheet, the styles and the
// shared strings are stored), the styles (which cell formats show dates) and the shared strings.
import { posix } from 'node:path';
import { isBuiltInDateFormat, isDateFormatCode } from '@domain/imports/excel-values';
import { prefixedAttribute, readXml } from './workbook-xml';
import type { WorkbookZip } from './workbook-zip';
import { WorkbookUnreadable, type WorkbookTooLarge } from './workbook-refusal';

/**
 * The most a part besides a sheet and the shared strings may unpack to: the styles of a large
 * workbook are a few MiB; more is no workbook part but a zip bomb.
 */
const PART_MAX_BYTES = 32 * 1024 * 1024;

const partTooLarge = (path: string) => () =>
  new WorkbookUnreadable(`${path} unpacks to more than 32MB`);

/** A sheet of the workbook: its name as the tabs show it and its part in the zip. */
export interface SheetPart {
  name: string;
  path: string;
}

export interface WorkbookLayout {
  /** In the order of the tabs. */
  sheets: SheetPart[];
  /** Whether date serials count from 1904 (§18.2.28 workbookPr date1904). */
  date1904: boolean;
  styles: string | null;
  sharedStrings: string | null;
}

const RELATIONSHIP_TYPE = /\/(officeDocument|worksheet|styles|sharedStrings)$/;

/** A relationship target as a zip path: relative to the source part's folder, or from the root. */
function targetPath(sourcePath: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  return posix.normalize(posix.join(posix.dirname(sourcePath), target));
}

/** The relationships part of a part: `xl/workbook.xml` -> `xl/_rels/workbook.xml.rels`. */
const relsOf = (path: string) =>
  posix.join(posix.dirname(path), '_rels', `${posix.basename(path)}.rels`);

interface Relationship {
  id: string;
  kind: string;
  path: string;
}

async function relationships(zip: WorkbookZip, sourcePath: string): Promise<Relationship[]> {
  const path = relsOf(sourcePath);
  const out: Relationship[] = [];
  await readXml(path, zip.read(path, PART_MAX_BYTES, partTooLarge(path)), {
    open(name, { Id, Type, Target, TargetMode }) {
      if (name !== 'Relationship' || !Id || !Type || !Target || TargetMode === 'External') return;
      const kind = RELATIONSHIP_TYPE.exec(Type)?.[1];
      if (kind) out.push({ id: Id, kind, path: targetPath(sourcePath, Target) });
    },
  });
  return out;
}

/** The workbook's sheets, date system and the parts that say how to read a sheet. */
export async function workbookLayout(zip: WorkbookZip): Promise<WorkbookLayout> {
  const root = zip.has('_rels/.rels') ? await relationships(zip, '') : [];
  const workbookPath = root.find((r) => r.kind === 'officeDocument')?.path ?? 'xl/workbook.xml';
  const named: { name: string; id: string }[] = [];
  let date1904 = false;
  await readXml(workbookPath, zip.read(workbookPath, PART_MAX_BYTES, partTooLarge(workbookPath)), {
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attributes.date1904 ?? '');
      const id = name === 'sheet' ? prefixedAttribute(attributes, 'id') : undefined;
      if (attributes.name && id) named.push({ name: attributes.name, id });
    },
  });
  const rels = await relationships(zip, workbookPath);
  const sheets = named.flatMap(({ name, id }) => {
    const rel = rels.find((r) => r.id === id && r.kind === 'worksheet');
    return rel ? [{ name, path: rel.path }] : [];
  });
  const part = (kind: string) => rels.find((r) => r.kind === kind && zip.has(r.path))?.path ?? null;
  return { sheets, date1904, styles: part('styles'), sharedStrings: part('sharedStrings') };
}

/** The cell formats (indexes into cellXfs, a cell's `s`) that show a date or time. */
export async function dateStyles(zip: WorkbookZip, path: string | null): Promise<Set<number>> {
  const dates = new Set<number>();
  if (path === null) return dates;
  const customDates = new Set<number>();
  let inCellXfs = false;
  let index = 0;
  await readXml(path, zip.read(path, PART_MAX_BYTES, partTooLarge(path)), {
    open(name, attributes) {
      const id = Number(attributes.numFmtId);
      if (name === 'numFmt' && isDateFormatCode(attributes.formatCode ?? '')) customDates.add(id);
      if (name === 'cellXfs') inCellXfs = true;
      if (name === 'xf' && inCellXfs) {
        if (isBuiltInDateFormat(id) || customDates.has(id)) dates.add(index);
        index++;
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return dates;
}

/**
 * The shared strings, each the text of its runs (phonetic readings left out). Their characters
 * count against `maxChars`, the bound on the CSV the sheet makes: they are held while it is read.
 */
export async function sharedStrings(
  zip: WorkbookZip,
  path: string | null,
  maxChars: number,
  tooLarge: () => WorkbookTooLarge,
): Promise<string[]> {
  const strings: string[] = [];
  if (path === null) return strings;
  let text = '';
  let chars = 0;
  let inText = false;
  let inPhonetic = false;
  await readXml(path, zip.read(path, maxChars * 4, tooLarge), {
    open(name) {
      if (name === 'si') text = '';
      else if (name === 'rPh') inPhonetic = true;
      else if (name === 't' && !inPhonetic) inText = true;
    },
    text(value) {
      if (!inText) return;
      text += value;
      chars += value.length;
      if (chars > maxChars) throw tooLarge();
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'si') strings.push(text);
    },
  });
  return strings;
}
