// A column whose cell repeats row after row (a timestamp in the row of every plant) is decoded
// once for the run of rows that share it, not once a row.
import { cellText, type RecordFields } from '../csv/tokenize';

export class RepeatedCell {
  private bytes = new Uint8Array(0);
  private escaped = false;
  private last = '';

  /** The text of cell `k` of a record: the previous row's string when its bytes are the same. */
  text(data: Uint8Array, fields: RecordFields, k: number): string {
    const start = fields.start[k]!;
    const end = fields.end[k]!;
    const escaped = fields.escaped[k] === 1;
    if (escaped === this.escaped && this.sameAs(data, start, end)) return this.last;
    this.bytes = data.slice(start, end);
    this.escaped = escaped;
    this.last = cellText(data, fields, k);
    return this.last;
  }

  private sameAs(data: Uint8Array, start: number, end: number): boolean {
    const bytes = this.bytes;
    if (bytes.length !== end - start) return false;
    for (let i = 0; i < bytes.length; i++) if (bytes[i] !== data[start + i]) return false;
    return true;
  }
}
