// Many rows appended in one binary COPY (copy-binary.ts): PostgreSQL and PGlite read it far faster
// than the same rows as one JSON parameter.
// Kysely cannot send a COPY, so the statement travels as a query whose one parameter is a
// `CopyData`, which each dialect's connection sends as its database reads it (postgres-copy.ts,
// pglite-dialect.ts), inside the transaction that runs it.
import { CompiledQuery } from 'kysely';

/** The bytes of a binary COPY and the table and columns they fill. */
export class CopyData {
  constructor(
    /** `table (column, ...)` */
    readonly target: string,
    readonly bytes: Uint8Array,
  ) {}
}

/** The COPY as a query any of this project's connections runs (see CopyData). */
export function copyRows(table: string, columns: readonly string[], bytes: Uint8Array) {
  const target = `${table} (${columns.join(', ')})`;
  return CompiledQuery.raw(`copy ${target} from stdin (format binary)`, [
    new CopyData(target, bytes),
  ]);
}

/** The CopyData a query carries, or null for any other query. */
export function copyDataOf(parameters: readonly unknown[]): CopyData | null {
  const [first] = parameters;
  return parameters.length === 1 && first instanceof CopyData ? first : null;
}
