// A workbook part's XML (the workbook, relationships, styles, shared strings; a sheet's cells are
// read by sheet-data-xml.ts) as events, through saxes (a conforming streaming parser: entities,
// character references and CDATA are its business). Element names are taken without their
// prefix: writers may spell the spreadsheet namespace "x:row" as well as "row".
import { SaxesParser } from 'saxes';
import { WorkbookRefusal, WorkbookUnreadable } from './workbook-refusal';

export interface XmlHandlers {
  /** An element opens: its name without prefix, its attributes as written. */
  open?(name: string, attributes: Record<string, string>): void;
  text?(text: string): void;
  close?(name: string): void;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Reads a whole part through the handlers, calling them as its elements open and close. Malformed XML is WorkbookUnreadable naming the part. */
export async function readXml(
  path: string,
  bytes: AsyncIterable<Buffer>,
  handlers: XmlHandlers,
): Promise<void> {
  const parser = new SaxesParser<{ position: false; xmlns: false }>({
    position: false,
    xmlns: false,
  });
  const { open, text, close } = handlers;
  if (open) parser.on('opentag', (tag) => open(localName(tag.name), tag.attributes));
  if (text) {
    parser.on('text', text);
    parser.on('cdata', text);
  }
  if (close) parser.on('closetag', (tag) => close(localName(tag.name)));
  const decoder = new TextDecoder();
  const parse = (step: () => void) => {
    try {
      step();
    } catch (error) {
      // A handler's own refusal stands; the parser's errors name the part.
      if (error instanceof WorkbookRefusal) throw error;
      throw new WorkbookUnreadable(
        `${path}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
  for await (const chunk of bytes)
    parse(() => parser.write(decoder.decode(chunk, { stream: true })));
  parse(() => parser.write(decoder.decode()).close());
}

/** A namespaced attribute (`r:id`) by its local name, whatever prefix the writer chose. */
export function prefixedAttribute(
  attributes: Record<string, string>,
  local: string,
): string | undefined {
  const suffix = `:${local}`;
  for (const [name, value] of Object.entries(attributes)) if (name.endsWith(suffix)) return value;
  return undefined;
}
