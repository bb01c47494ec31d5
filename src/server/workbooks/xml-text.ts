// Text and attribute values of XML 1.0 as UTF-8 bytes, decoded as a conforming parser does (saxes,
// which reads the workbook's other parts): the five predefined entities and character references
// resolved, a line break "\r\n" or "\r" read as "\n", and in an attribute value a tab or line
// break read as a space (XML 1.0 §2.11, §3.3.3, §4.6).

const AMP = 0x26;
const SEMICOLON = 0x3b;
const CR = 0x0d;
const LF = 0x0a;
const TAB = 0x09;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Whether a code point may stand in XML 1.0 (its Char production). */
const isXmlChar = (code: number) =>
  code === TAB ||
  code === LF ||
  code === CR ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  (code >= 0x10000 && code <= 0x10ffff);

/** An entity's or character reference's text ("amp", "#x20"); an Error when it is none. */
function referenceText(name: string): string {
  if (name.charCodeAt(0) !== 0x23) {
    const defined = ENTITIES[name];
    if (defined === undefined) throw new Error(`undefined entity &${name};`);
    return defined;
  }
  const code = /^#x[0-9a-f]+$/i.test(name)
    ? parseInt(name.slice(2), 16)
    : /^#[0-9]+$/.test(name)
      ? parseInt(name.slice(1), 10)
      : NaN;
  if (!isXmlChar(code)) throw new Error(`malformed character reference &${name};`);
  return String.fromCodePoint(code);
}

/** Whether bytes of character data (or an attribute value) read as they are: no reference, no "\r". */
export function isLiteral(bytes: Buffer, start: number, end: number, attribute = false): boolean {
  for (let i = start; i < end; i++) {
    const b = bytes[i]!;
    if (b === AMP || b === CR || (attribute && (b === LF || b === TAB))) return false;
  }
  return true;
}

/**
 * The text of bytes [start, end): character data, or an attribute value without its quotes. The
 * bytes must not end inside a reference, a "\r\n" or a character (see `textEnd`).
 */
export function xmlText(bytes: Buffer, start: number, end: number, attribute = false): string {
  if (isLiteral(bytes, start, end, attribute)) return bytes.toString('utf8', start, end);
  let text = '';
  let from = start;
  for (let i = start; i < end; i++) {
    const b = bytes[i]!;
    if (b === AMP) {
      const semicolon = bytes.indexOf(SEMICOLON, i);
      if (semicolon < 0 || semicolon >= end) throw new Error('an unterminated reference');
      text +=
        bytes.toString('utf8', from, i) + referenceText(bytes.toString('latin1', i + 1, semicolon));
      from = semicolon + 1;
      i = semicolon;
    } else if (b === CR || (attribute && (b === LF || b === TAB))) {
      text += bytes.toString('utf8', from, i) + (attribute ? ' ' : '\n');
      if (b === CR && bytes[i + 1] === LF) i++;
      from = i + 1;
    }
  }
  return text + bytes.toString('utf8', from, end);
}

/**
 * Where character data in bytes [start, end) can be cut, when more of it follows: before a
 * reference, a "\r" (maybe a "\r\n") or a character the bytes end inside.
 */
export function textEnd(bytes: Buffer, start: number, end: number): number {
  let cut = end;
  // A character's lead byte and its continuation bytes (10xxxxxx): at most 3 of them.
  for (let i = end - 1; i >= start && i >= end - 4; i--) {
    const b = bytes[i]!;
    if (b < 0x80) break;
    if (b >= 0xc0) {
      const length = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
      if (end - i < length) cut = i;
      break;
    }
  }
  if (cut > start && bytes[cut - 1] === CR) cut--;
  const amp = cut > start ? bytes.lastIndexOf(AMP, cut - 1) : -1;
  if (amp >= start) {
    const semicolon = bytes.indexOf(SEMICOLON, amp);
    if (semicolon < 0 || semicolon >= cut) cut = amp;
  }
  return cut;
}

/** The text of a CDATA section's bytes [start, end): as written, but for its line breaks. */
export function cdataText(bytes: Buffer, start: number, end: number): string {
  return bytes.toString('utf8', start, end).replace(/\r\n?/g, '\n');
}
