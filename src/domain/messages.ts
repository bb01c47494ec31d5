// The spec's user-facing messages, word for word (accounts §5, §8; data §5, §8).

export const MSG_FILE_NOT_CSV = 'File must be a CSV file';
/** accounts §5; the limit is configurable, the default reads "File size exceeds 10MB limit". */
export const msgFileTooLarge = (maxMb: number) => `File size exceeds ${maxMb}MB limit`;
export const msgMissingHeaders = (headers: readonly string[]) =>
  `Missing required headers: ${headers.join(', ')}`;
export const msgColumnCount = (line: number, got: number, expected: number) =>
  `Row ${line} has ${got} columns, expected ${expected}`;
export const msgNotANumber = (line: number, column: string, value: string) =>
  `Row ${line}: ${column} must be a number, got ${value === '' ? 'an empty cell' : value}`;
export const msgNegative = (line: number, column: string, value: string) =>
  `Row ${line}: ${column} must not be negative, got ${value}`;
export const msgEfficiencyRange = (line: number, value: string) =>
  `Row ${line}: efficiency_percent must be between 0 and 100, got ${value}`;
export const msgPlantIdNotInteger = (line: number, value: string) =>
  `Row ${line}: plant_id must be a whole number, got ${value}`;
export const msgBadDate = (line: number, value: string) =>
  `Row ${line}: date must be YYYY-MM-DD, YYYY-MM-DD HH:MM:SS or YYYY-MM-DDTHH:MM:SS with an optional Z or ±hh:mm, got ${value === '' ? 'an empty cell' : value}`;
export const MSG_NO_DATA_ROWS = 'The file needs a header row and at least one data row';
export const msgValidationFailed = (details: string) => `CSV validation failed: ${details}`;

export const MSG_SEC_NO_DATA = 'No data provided for SEC compliance calculation';
/** Thrown when there is no data to report on (no period or no rows), as the SEC extract does (data §5). */
export const MSG_REPORT_NO_DATA = 'No data provided for the compliance report';

export const MSG_PERMIT_INSUFFICIENT_DATA =
  'Insufficient data to calculate permit validity. Please provide active_permits and avg_consumption_rate_t_per_month.';
export const MSG_PERMIT_CONSUMPTION_NOT_POSITIVE = 'Average consumption must be > 0 tCO₂/month.';

/** accounts §8: a second record for the same user and year. */
export const MSG_PERMIT_DUPLICATE_YEAR = 'A permit record for this year already exists.';
/** accounts §8: the database's non-negative check. */
export const MSG_PERMIT_ACTIVE_NEGATIVE = 'Active permits must be a non-negative number.';
/** accounts §5: the permit form's limits, also enforced by the database. */
export const MSG_PERMIT_YEAR_RANGE = 'Permit year must be between 2020 and 2030';
export const MSG_PERMIT_COMPANY_TOO_LONG = 'Company name must be less than 100 characters';
export const MSG_PERMIT_NOTES_TOO_LONG = 'Notes must be less than 500 characters';

export const MSG_UNAUTHORIZED_ROLE = 'Unauthorized role';
export const MSG_UNSUPPORTED_FORMAT = 'Unsupported format';
