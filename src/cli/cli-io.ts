/** What the CLI reads from and writes to the world; tests pass their own. */
export interface CliIo {
  /** Writes to standard output, resolving when more may be written (backpressure). */
  out(text: string): Promise<void>;
  err(text: string): void;
  /** Today's local date, `YYYY-MM-DD`. */
  today(): string;
  /** The current instant, ISO 8601. */
  clock(): string;
  /** An environment variable (the API token of `upload`). */
  env(name: string): string | undefined;
}
