// Why a workbook cannot be read for its own sake, in the user's words. The reader knows nothing of
// HTTP: the routes say what each refusal means to their client (routes/files.ts).
import { msgSheetMissing, msgWorkbookTooLarge, msgWorkbookUnreadable } from '@domain/messages';

/** A workbook the reader refuses; its message is for the user. */
export class WorkbookRefusal extends Error {}

/** A sheet, or the shared strings, unpack past the bound the caller set (its CSV bytes, in MiB). */
export class WorkbookTooLarge extends WorkbookRefusal {
  constructor(readonly maxMb: number) {
    super(msgWorkbookTooLarge(maxMb));
  }
}

/** The workbook has no sheet of the name asked for. */
export class SheetMissing extends WorkbookRefusal {
  constructor(
    name: string,
    readonly sheets: string[],
  ) {
    super(msgSheetMissing(name, sheets));
  }
}

/** The bytes do not read as an Excel workbook: the zip, a part or its XML is malformed. */
export class WorkbookUnreadable extends WorkbookRefusal {
  constructor(reason: string) {
    super(msgWorkbookUnreadable(reason));
  }
}
