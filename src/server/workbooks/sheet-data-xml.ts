// A worksheet's <sheetData> (ECMA-376 Part 1, §18.3.1.80) read straight from its inflated bytes:
// rows, cells with their reference, type and style, and the text of their values and text runs.
// A general XML parser spent about 6 s of a 50 MB workbook's 9-10 s on the 280 MB of its sheet,
// building an object of attributes and strings for every tag (docs/benchmarks.md, Excel
// workbooks); this reads the few names a sheet's cells use and decodes only their values. It
// reads the XML a conforming parser reads (prefixed names, attributes in any order and quoting,
// self-closing tags, references, CDATA, comments), not every malformation it would refuse; and
// stops at </sheetData>, leaving the rest of the part unread.
import { cdataText, isLiteral, textEnd, xmlText } from './xml-text';
import { WorkbookRefusal, WorkbookUnreadable } from './workbook-refusal';

export interface SheetDataHandlers {
  /** A row opens: its `r` as a number (NaN without one). */
  row(r: number): void;
  /**
   * A cell opens: the 0-based column of its reference (-1 without one or without letters), its
   * type (`t`, "n" when absent), its style (`s`, 0 when absent) and its reference as written.
   */
  cell(column: number, type: string, style: number, reference: () => string): void;
  /**
   * Text of the cell's value (<v>) or its text runs (<t>, phonetic readings left out), maybe in
   * parts: as its UTF-8 bytes [start, end) when they read as they are (the bytes are not written
   * to afterwards), else decoded.
   */
  bytes(bytes: Buffer, start: number, end: number): void;
  text(text: string): void;
  endCell(): void;
  endRow(): void;
}

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;
const EQUALS = 0x3d;
const COLON = 0x3a;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const AMP = 0x26;

/** Markup longer than this (a tag, comment, CDATA section) is no spreadsheet writer's. */
const MAX_MARKUP_BYTES = 1024 * 1024;

/** The names this reads, by their local name (a writer may prefix them: "x:c"). */
const enum Name {
  Other,
  SheetData,
  Row,
  Cell,
  Value,
  Text,
  Phonetic,
}

const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x09 || b === 0x0d;

/** Whether bytes [at, end) begin with a text of ASCII characters. */
function startsWith(bytes: Buffer, at: number, end: number, text: string): boolean {
  return end - at >= text.length && spells(bytes, at, at + text.length, text);
}

/** Whether bytes [start, end) spell a name. */
function spells(bytes: Buffer, start: number, end: number, name: string): boolean {
  if (end - start !== name.length) return false;
  for (let i = 0; i < name.length; i++) if (bytes[start + i] !== name.charCodeAt(i)) return false;
  return true;
}

function nameOf(bytes: Buffer, start: number, end: number): Name {
  for (let i = start; i < end; i++) if (bytes[i] === COLON) start = i + 1;
  switch (end - start) {
    case 1: {
      const b = bytes[start];
      return b === 0x63 ? Name.Cell : b === 0x76 ? Name.Value : b === 0x74 ? Name.Text : Name.Other;
    }
    case 3:
      return spells(bytes, start, end, 'row')
        ? Name.Row
        : spells(bytes, start, end, 'rPh')
          ? Name.Phonetic
          : Name.Other;
    case 9:
      return spells(bytes, start, end, 'sheetData') ? Name.SheetData : Name.Other;
    default:
      return Name.Other;
  }
}

/** A cell's types as interned strings, so that the common ones make no string per cell. */
const TYPES = ['n', 's', 'b', 'd', 'e', 'str', 'inlineStr'];

function typeOf(bytes: Buffer, start: number, end: number): string {
  for (const type of TYPES) if (spells(bytes, start, end, type)) return type;
  return xmlText(bytes, start, end, true);
}

/** A small decimal integer's value from its digits, or -1 when the bytes are not that. */
export function digitsValue(bytes: Buffer, start: number, end: number): number {
  if (end <= start || end - start > 9) return -1;
  let value = 0;
  for (let i = start; i < end; i++) {
    const digit = bytes[i]! - 0x30;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** The 0-based column of a cell reference's letters ("C7" -> 2), or -1 when it has none. */
function columnOf(bytes: Buffer, start: number, end: number): number {
  let column = 0;
  let i = start;
  for (; i < end; i++) {
    const code = bytes[i]! & ~0x20;
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  // A reference spelt with a character reference ("&#65;1") is read as its text.
  if (bytes[i] === AMP) {
    const text = Buffer.from(xmlText(bytes, start, end, true));
    return columnOf(text, 0, text.length);
  }
  return i === start ? -1 : column - 1;
}

/**
 * Hands the sheet's rows and cells to the handlers, stepping once after each chunk of its bytes:
 * there its reader may hand on what the handlers made, or stop reading. Malformed XML is a 422
 * naming the part.
 */
export async function* sheetDataSteps(
  path: string,
  chunks: AsyncIterable<Buffer>,
  handlers: SheetDataHandlers,
): AsyncIterable<void> {
  const malformed = (what: string) => new WorkbookUnreadable(`${path}: ${what}`);
  let inSheetData = false;
  let finished = false;
  /** Elements open before <sheetData>: a part that ends with some open was cut short. */
  let depth = 0;
  let sawElement = false;
  let capturing = false;
  let inPhonetic = false;
  /** The open cell's `r` (its bytes stay as they are: a chunk is never written to). */
  let referenceBytes: Buffer | null = null;
  let referenceStart = 0;
  let referenceEnd = 0;
  const referenceAsWritten = () =>
    referenceBytes ? xmlText(referenceBytes, referenceStart, referenceEnd, true) : '';

  /** A start tag's attributes of interest, read by `startTag`: `r` as the bytes [rStart, rEnd). */
  let rBytes: Buffer | null = null;
  let rStart = 0;
  let rEnd = 0;
  let type = 'n';
  let style = 0;

  /** Reads the attributes of the start tag at bytes[from..]; the index after its ">", or -1. */
  function startTag(bytes: Buffer, from: number, end: number, name: Name): number {
    rBytes = null;
    type = 'n';
    style = 0;
    let i = from;
    for (;;) {
      while (i < end && isSpace(bytes[i]!)) i++;
      if (i >= end) return -1;
      const b = bytes[i]!;
      if (b === GT) return i + 1;
      if (b === SLASH) {
        if (i + 1 >= end) return -1;
        if (bytes[i + 1] !== GT) throw malformed('a "/" inside a tag');
        return i + 2;
      }
      const nameStart = i;
      while (i < end && bytes[i] !== EQUALS && !isSpace(bytes[i]!) && bytes[i] !== GT) i++;
      const nameEnd = i;
      while (i < end && isSpace(bytes[i]!)) i++;
      if (i >= end) return -1;
      if (bytes[i] !== EQUALS) throw malformed('an attribute without a value');
      i++;
      while (i < end && isSpace(bytes[i]!)) i++;
      if (i >= end) return -1;
      const quote = bytes[i]!;
      if (quote !== QUOTE && quote !== APOSTROPHE) throw malformed('an unquoted attribute value');
      const valueStart = i + 1;
      const valueEnd = bytes.indexOf(quote, valueStart);
      if (valueEnd < 0 || valueEnd >= end) return -1;
      i = valueEnd + 1;
      if (nameEnd - nameStart !== 1 || (name !== Name.Cell && name !== Name.Row)) continue;
      const attribute = bytes[nameStart];
      if (attribute === 0x72) {
        // r: a row's number or a cell's reference ("C7"), decoded when asked for.
        rBytes = bytes;
        rStart = valueStart;
        rEnd = valueEnd;
      } else if (name === Name.Cell && attribute === 0x74) {
        type = typeOf(bytes, valueStart, valueEnd);
      } else if (name === Name.Cell && attribute === 0x73) {
        const digits = digitsValue(bytes, valueStart, valueEnd);
        style = digits >= 0 ? digits : Number(xmlText(bytes, valueStart, valueEnd, true));
      }
    }
  }

  /** Character data of a value or text run to the handlers: as bytes when it reads as it is. */
  function characters(bytes: Buffer, start: number, end: number): void {
    if (isLiteral(bytes, start, end)) handlers.bytes(bytes, start, end);
    else handlers.text(xmlText(bytes, start, end));
  }

  function open(name: Name): void {
    switch (name) {
      case Name.Row: {
        if (!rBytes) return handlers.row(NaN);
        const digits = digitsValue(rBytes, rStart, rEnd);
        return handlers.row(digits >= 0 ? digits : Number(xmlText(rBytes, rStart, rEnd, true)));
      }
      case Name.Cell: {
        referenceBytes = rBytes;
        referenceStart = rStart;
        referenceEnd = rEnd;
        const column = rBytes ? columnOf(rBytes, rStart, rEnd) : -1;
        return handlers.cell(column, type, style, referenceAsWritten);
      }
      case Name.Value:
        capturing = true;
        return;
      case Name.Text:
        capturing = !inPhonetic;
        return;
      case Name.Phonetic:
        inPhonetic = true;
        return;
    }
  }

  function close(name: Name): void {
    switch (name) {
      case Name.SheetData:
        finished = true;
        return;
      case Name.Row:
        return handlers.endRow();
      case Name.Cell:
        return handlers.endCell();
      case Name.Value:
      case Name.Text:
        capturing = false;
        return;
      case Name.Phonetic:
        inPhonetic = false;
        return;
    }
  }

  /** The markup at bytes[at] ("<"): the index after it, or -1 when the bytes end inside it. */
  function markup(bytes: Buffer, at: number, end: number): number {
    if (at + 1 >= end) return -1;
    const next = bytes[at + 1];
    if (next === SLASH) {
      const gt = bytes.indexOf(GT, at + 2);
      if (gt < 0 || gt >= end) return -1;
      let nameEnd = at + 2;
      while (nameEnd < gt && !isSpace(bytes[nameEnd]!)) nameEnd++;
      if (inSheetData) close(nameOf(bytes, at + 2, nameEnd));
      else depth--;
      return gt + 1;
    }
    if (next === QUESTION) return after(bytes, at + 2, end, '?>');
    if (next === BANG) {
      if (startsWith(bytes, at, end, '<!--')) return after(bytes, at + 4, end, '-->');
      if (startsWith(bytes, at, end, '<![CDATA[')) {
        const close = bytes.indexOf(']]>', at + 9);
        if (close < 0 || close >= end) return -1;
        if (capturing && inSheetData) handlers.text(cdataText(bytes, at + 9, close));
        return close + 3;
      }
      // The bytes may end inside "<!--" or "<![CDATA[".
      if (end - at < 9) return -1;
      return declaration(bytes, at + 2, end);
    }
    let nameEnd = at + 1;
    while (
      nameEnd < end &&
      !isSpace(bytes[nameEnd]!) &&
      bytes[nameEnd] !== GT &&
      bytes[nameEnd] !== SLASH
    )
      nameEnd++;
    if (nameEnd >= end) return -1;
    const name = nameOf(bytes, at + 1, nameEnd);
    const tagEnd = startTag(bytes, nameEnd, end, name);
    if (tagEnd < 0) return -1;
    const selfClosing = bytes[tagEnd - 2] === SLASH;
    sawElement = true;
    if (!inSheetData) {
      if (name === Name.SheetData) {
        inSheetData = true;
        finished = selfClosing;
      } else if (!selfClosing) depth++;
      return tagEnd;
    }
    open(name);
    if (selfClosing) close(name);
    else if (name === Name.Cell) return valueAndEnd(bytes, tagEnd, end);
    return tagEnd;
  }

  /**
   * Most cells are `<c ...><v>text</v></c>`: read so, past their end, without reading their two
   * tags and end tags one by one. Otherwise `at`.
   */
  function valueAndEnd(bytes: Buffer, at: number, end: number): number {
    if (!startsWith(bytes, at, end, '<v>')) return at;
    const lt = bytes.indexOf(LT, at + 3);
    if (lt < 0 || !startsWith(bytes, lt, end, '</v></c>')) return at;
    if (lt > at + 3) characters(bytes, at + 3, lt);
    handlers.endCell();
    return lt + 8;
  }

  const malformedText = (error: unknown) =>
    error instanceof WorkbookRefusal
      ? error
      : malformed(error instanceof Error ? error.message : String(error));

  /** Reads bytes[from, end) as far as it can; the index of what it left for more bytes. */
  function scan(bytes: Buffer, from: number, end: number): number {
    let at = from;
    while (at < end && !finished) {
      const lt = bytes.indexOf(LT, at);
      if (lt < 0 || lt >= end) {
        if (!capturing || !inSheetData) return end;
        const cut = textEnd(bytes, at, end);
        if (cut > at) characters(bytes, at, cut);
        return cut;
      }
      if (capturing && inSheetData && lt > at) characters(bytes, at, lt);
      const next = markup(bytes, lt, end);
      if (next < 0) return lt;
      at = next;
    }
    return at;
  }

  let carried: Buffer | null = null;
  for await (const chunk of chunks) {
    const bytes: Buffer = carried ? Buffer.concat([carried, chunk]) : chunk;
    let left: number;
    try {
      left = scan(bytes, 0, bytes.length);
    } catch (error) {
      throw malformedText(error);
    }
    if (finished) return;
    carried = left < bytes.length ? bytes.subarray(left) : null;
    if (carried && carried.length > MAX_MARKUP_BYTES) throw malformed('markup of more than 1MB');
    yield;
  }
  // A sheet without <sheetData> has no rows; one that ends inside an element or a tag is cut short.
  if (inSheetData || depth !== 0 || carried || !sawElement)
    throw malformed('it ends before its elements close');
}

/** The index after the first `terminator` from bytes[from], or -1 when the bytes end first. */
function after(bytes: Buffer, from: number, end: number, terminator: string): number {
  const found = bytes.indexOf(terminator, from);
  return found < 0 || found + terminator.length > end ? -1 : found + terminator.length;
}

/** The index after a declaration ("<!DOCTYPE ...>", with its internal subset in brackets), or -1. */
function declaration(bytes: Buffer, from: number, end: number): number {
  let depth = 0;
  let quote = 0;
  for (let i = from; i < end; i++) {
    const b = bytes[i]!;
    if (quote !== 0) {
      if (b === quote) quote = 0;
    } else if (b === QUOTE || b === APOSTROPHE) quote = b;
    else if (b === 0x5b) depth++;
    else if (b === 0x5d) depth--;
    else if (b === GT && depth <= 0) return i + 1;
  }
  return -1;
}
