// A workbook's reading stopped for the request's sake, not for its bytes: the request's budget of
// unpacked bytes is spent, or its client has gone. The route says what each means to the client.

/** The reading stopped on purpose; the workbook may be fine. */
export class ReadingStopped extends Error {}

/** The workbook's entries unpacked past the request's budget in all. */
export class UnpackBudgetSpent extends ReadingStopped {
  constructor(readonly maxBytes: number) {
    super(`The workbook unpacks to more than ${maxBytes} bytes in all`);
  }
}

/** The request's client has gone: nobody waits for what the reading would give. */
export class ReadingCancelled extends ReadingStopped {
  constructor() {
    super("The workbook's reading was cancelled: its client has gone");
  }
}
