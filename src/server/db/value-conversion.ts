import pg from 'pg';
import type { CustomTypesConfig } from 'pg';

// PostgreSQL type OIDs whose text form we parse ourselves.
const INT8_OID = 20;
const BYTEA_OID = 17;
const NUMERIC_OID = 1700;

/** Parses an int8 (count(*), sum of integers) to a number; throws beyond 2^53 rather than return a wrong figure. */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(
      `Integer ${text} is beyond the exactly representable range of a JS number.`,
    );
  }
  return value;
}

/** Parses a numeric (avg, sum of bigints) to the nearest number; throws for an integer beyond 2^53. */
export function parseNumeric(text: string): number {
  const value = Number(text);
  if (Number.isInteger(value) && !Number.isSafeInteger(value)) {
    throw new RangeError(
      `Numeric ${text} is beyond the exactly representable range of a JS number.`,
    );
  }
  return value;
}

/** Parses bytea's hex text form (`\x00ff`) to a Buffer, as `pg` returns it. */
export function parseByteaHex(text: string): Buffer {
  return Buffer.from(text.slice(2), 'hex');
}

// The one place where both backends are told how to turn result text into JS values, so a
// query returns the same values on PGlite and on PostgreSQL (docs/design.md "Result types differ").
const SHARED_PARSERS: Record<number, (text: string) => unknown> = {
  [INT8_OID]: parseInt8,
  [NUMERIC_OID]: parseNumeric,
};

/**
 * Parameter serializers for PGlite's `serializers` option. PGlite's own bytea serializer builds
 * hex text byte by byte (3.5 s for 10 MB); a Uint8Array returned here is sent as a binary
 * parameter, which for bytea is the raw bytes (0.3 s). The byte round-trip tests guard this.
 */
export const PGLITE_SERIALIZERS = {
  [BYTEA_OID]: (bytes: Uint8Array) => bytes,
} as unknown as Record<number, (value: unknown) => string>;

/** Result parsers for PGlite's `parsers` option (PGlite gives bytea as Uint8Array; we match pg's Buffer). */
export const PGLITE_PARSERS: Record<number, (text: string) => unknown> = {
  ...SHARED_PARSERS,
  [BYTEA_OID]: parseByteaHex,
};

/** Type parsers for a `pg` Pool's `types` option; other types keep pg's defaults. */
export const PG_TYPES: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    (format !== 'binary' && SHARED_PARSERS[oid]) ||
    pg.types.getTypeParser(oid, format)) as CustomTypesConfig['getTypeParser'],
};
