// The spec's user-facing messages, word for word (accounts §5, §8; data §5, §8).
import { DATA_YEARS, SEC_RULE_ADOPTED, SEC_RULE_DEFENCE_ENDED, SEC_RULE_STAYED } from './constants';
import { count, num } from './format';
import { citation } from './sources/sources';

export const MSG_FILE_NOT_CSV = 'File must be a CSV file';
/** accounts §5; the limit is configurable, the default reads "File size exceeds 10MB limit". */
export const msgFileTooLarge = (maxMb: number) => `File size exceeds ${maxMb}MB limit`;
/** Issue 27 §3: a workbook without the sheet its import profile names. */
export const msgSheetMissing = (sheet: string, sheets: readonly string[]) =>
  `The workbook has no sheet named "${sheet}"; its sheets: ${sheets.map((s) => `"${s}"`).join(', ')}`;
/** Issue 27 §3: a workbook's sheet that unpacks to more CSV than the bound (a zip bomb, say). */
export const msgWorkbookTooLarge = (maxMb: number) =>
  `The workbook's sheet unpacks to more than ${maxMb}MB`;
/** Issue 34 §5: a workbook whose parts, each within its bound, unpack past the limit of a request in all. */
export const msgWorkbookUnpackLimit = (maxMb: number) =>
  `The workbook unpacks to more than ${maxMb}MB in all, the limit of one request`;
/** Issue 27 §3: a workbook preview asked of a file that is no workbook (a CSV is read in the browser). */
export const MSG_NOT_WORKBOOK = 'Only an Excel workbook (.xlsx) is previewed here';
/** Issue 27 §3: bytes that do not read as an Excel workbook. */
export const msgWorkbookUnreadable = (reason: string) =>
  `The file does not read as an Excel workbook (.xlsx): ${reason}`;
export const msgMissingHeaders = (headers: readonly string[]) =>
  `Missing required headers: ${headers.join(', ')}`;
/** Issue 34 §6: a screen listing the largest emitters of a fleet past LISTED_PLANTS_MAX. */
export const msgListedPlants = (listed: number, total: number) =>
  `Showing ${num(listed)} of ${num(total)} plants: the ${num(listed)} with the most CO2. Totals and counts cover all ${num(total)}.`;
/** Issue 34 §6: the bell listing the first alerts of more. */
export const msgListedAlerts = (listed: number, total: number) =>
  `Showing ${num(listed)} of ${num(total)} alerts, the critical first.`;
/** Issue 34 §6: a screen listing one page of an organisation's plants. */
export const msgPlantPage = (first: number, last: number, total: number) =>
  `Showing plants ${num(first)} to ${num(last)} of ${num(total)}, in plant_id order.`;
/** Issue 34 §6: the row of the first plant past the per-file limit (MAX_PLANTS_PER_FILE). */
export const msgTooManyPlants = (line: number, max: number) =>
  `Row ${line}: a file may hold at most ${num(max)} plants (MAX_PLANTS_PER_FILE); this row's plant is one more: split the file by plant`;
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
/** A date that does not fit the format the import profile gives (`date_format`). */
export const msgBadDateInFormat = (line: number, value: string, format: string) =>
  `Row ${line}: date must be written as ${format} (the profile's date_format), got ${value === '' ? 'an empty cell' : value}`;
/** Issue 24: a date of a range or of a file's row outside DATA_YEARS. */
export const msgDateOutsideYears = (name: string, value: string) =>
  `${name} must be between ${DATA_YEARS.first}-01-01 and ${DATA_YEARS.last}-12-31, got ${value}`;
export const msgRowDateOutsideYears = (line: number, value: string) =>
  `Row ${line}: ${msgDateOutsideYears('date', value)}`;
/** Issue 24: a plant name longer than the limit, with its length in characters. */
export const msgPlantNameTooLong = (line: number, max: number, chars: number) =>
  `Row ${line}: plant_name must be at most ${max} characters long, got ${chars}`;
/** A value that reads as a number too large to hold (1e309): it would count as infinite. */
export const msgNotFinite = (line: number, column: string, value: string) =>
  `Row ${line}: ${column} must be a finite number, got ${value}`;
/** A NUL or another control character in a text cell, named by its code point (U+0000). */
export const msgControlCharacter = (line: number, column: string, codePoint: string) =>
  `Row ${line}: ${column} contains a control character (${codePoint})`;
/** A column whose total over the file grows beyond what the calculations can hold. */
export const msgColumnTotalTooLarge = (line: number, column: string, limit: string) =>
  `Row ${line}: the total of ${column} up to this row is above ${limit}, too large to calculate with`;
export const msgDuplicateHeader = (header: string) => `Header ${header} appears more than once`;
export const msgQuoteNotClosed = (line: number) =>
  `Row ${line}: a quoted cell is not closed properly`;
export const MSG_NO_DATA_ROWS = 'The file needs a header row and at least one data row';
export const msgValidationFailed = (details: string) => `CSV validation failed: ${details}`;
/** Issue 27: what a file without the spec's headers may do instead. */
export const MSG_IMPORT_PROFILE_HINT =
  'Create an import profile that maps your columns (POST /api/import-profiles), then upload with ?profile=ID.';

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
/** Issue 11: allowances are counted in whole EUAs. */
export const MSG_ALLOWANCE_COUNT = 'Allowances must be a whole number of EUAs, 0 or more';
/** accounts §5: the permit form's limits, also enforced by the database. */
export const MSG_PERMIT_YEAR_RANGE = 'Permit year must be between 2020 and 2030';
export const MSG_PERMIT_COMPANY_TOO_LONG = 'Company name must be less than 100 characters';
export const MSG_PERMIT_NOTES_TOO_LONG = 'Notes must be less than 500 characters';
/** Issue 38: the annual emissions report states both. */
export const MSG_PERMIT_NUMBER_TOO_LONG = 'Permit number must be at most 50 characters';
export const MSG_MONITORING_PLAN_VERSION_TOO_LONG =
  'Monitoring plan version must be at most 50 characters';

export const MSG_UNAUTHORIZED_ROLE = 'Unauthorized role';
export const MSG_UNSUPPORTED_FORMAT = 'Unsupported format';

/** accounts §5: sign-in, register, recovery, change password and profile form messages. */
export const MSG_EMAIL_REQUIRED = 'Email is required';
export const MSG_EMAIL_INVALID = 'Please enter a valid email address';
export const MSG_PASSWORD_REQUIRED = 'Password is required';
export const MSG_LOGIN_PASSWORD_MIN = 'Password must be at least 6 characters';
export const MSG_FULL_NAME_MIN = 'Full name must be at least 2 characters';
export const MSG_FULL_NAME_MAX = 'Full name must be less than 50 characters';
export const MSG_PASSWORD_MIN_LENGTH = 'Password must be at least 8 characters long';
export const MSG_PASSWORD_NEEDS_LOWERCASE = 'Password must contain at least one lowercase letter';
export const MSG_PASSWORD_NEEDS_UPPERCASE = 'Password must contain at least one uppercase letter';
export const MSG_PASSWORD_NEEDS_NUMBER = 'Password must contain at least one number';
export const MSG_PASSWORD_NEEDS_SPECIAL = 'Password must contain at least one special character';
export const MSG_PASSWORD_RULES =
  'Password must contain at least one uppercase letter, one lowercase letter, and one number';
export const MSG_CONFIRM_PASSWORD_REQUIRED = 'Please confirm your password';
export const MSG_PASSWORDS_MUST_MATCH = 'Passwords must match';
export const MSG_PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const MSG_CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const MSG_NEW_PASSWORD_REQUIRED = 'New password is required';
export const MSG_CONFIRM_NEW_PASSWORD = 'Please confirm your new password';
export const MSG_URL_INVALID = 'Please enter a valid URL';

/** accounts §5 permit form. */
export const MSG_PERMIT_ACTIVE_REQUIRED = 'Active permits count is required';
export const MSG_PERMIT_ACTIVE_MIN = 'Must be a non-negative number';
export const MSG_PERMIT_ACTIVE_WHOLE = 'Active permits must be a whole number';

/** accounts §8 file messages. */
export const MSG_USER_NOT_AUTHENTICATED = 'User not authenticated';

/** accounts §8: the settings screen's file and permit messages. */
export const MSG_FILES_LOAD_FAILED = 'Failed to load files';
export const MSG_UPLOAD_FAILED = 'Upload failed';
export const MSG_DELETE_FAILED = 'Delete failed';
/** Issue 27 §4: an upload of bytes the user has stored already, with when and as what. */
export const msgAlreadyUploaded = (when: string, name: string) =>
  `This file was already uploaded on ${when} as ${name}.`;
export const MSG_AUTO_LOAD_HINT = 'You can still upload files manually.';
export const MSG_PERMIT_LOAD_FAILED = 'Failed to load existing permit data';
export const MSG_PERMIT_SAVE_FAILED = 'Failed to save permit data';

/** data §2, §8: the Compliance screen's EU Permits card and SEC section. */
export const MSG_PERMIT_DATA_LOAD_FAILED = 'Failed to load permit data';
export const MSG_PERMIT_CARD_ERROR_SUBTITLE = 'Error loading data';
export const MSG_NO_PERMIT_DATA = 'No permit data available';
export const MSG_NO_PERMIT_DATA_HINT =
  'Configure your permits in Account Settings to see status information';
export const MSG_PERMIT_ANALYSIS_FAILED = 'Unable to calculate permit analysis';
export const MSG_SEC_REPORT_FAILED = 'Failed to generate SEC report';
export const MSG_NO_SEC_FACILITIES = 'No SEC Eligible Facilities';
export const MSG_NO_SEC_FACILITIES_DETAIL =
  'No facilities in the current dataset meet SEC climate disclosure requirements.';
export const MSG_SEC_APPLICABILITY =
  'SEC requirements apply to US public companies and non-US companies with significant US operations.';
/** Issue 11: the SEC rule's status (docs/design.md "Domain facts"), wherever the SEC extract appears. */
export const MSG_SEC_RULE_STATUS =
  `The SEC climate-disclosure rule was adopted on ${SEC_RULE_ADOPTED} (${citation('secRuleAdopted')}) ` +
  `and stayed in ${SEC_RULE_STAYED} (${citation('secRuleStayed')}); on ${SEC_RULE_DEFENCE_ENDED} the SEC ` +
  `voted to end its defence (${citation('secDefenceEnded')}). This extract is voluntary: a disclosure ` +
  `in the rule's structure.`;
/** The rule's status in a clause, for a line that leads with it; MSG_SEC_RULE_STATUS is its basis. */
export const MSG_SEC_RULE_STAYED = `stayed since ${SEC_RULE_STAYED}; this extract is voluntary`;
/** Issue 11: why the SEC extract has no allowance or status columns. */
export const MSG_SEC_NO_ALLOWANCES =
  'The SEC rule asks for a disclosure and allocates no allowances, so the extract shows no allowances and no compliance verdict.';
/** Issue 11: which plants the SEC extract lists. */
export const MSG_SEC_PLANTS_FROM_REGISTER =
  'The extract lists the plants the plant register marks as reporting under the SEC rule.';
/** data §8: the Benchmarking screen's load failure and the Reports screen's PDF failure. */
export const MSG_FACTORY_COMPARISON_FAILED = 'Failed to load factory comparison data';
export const MSG_REPORT_GENERATION_FAILED = 'Error generating report. Please try again.';

/** Issue 24: what a password change that also revoked the account's API tokens says of them. */
export const msgApiTokensRevoked = (n: number) =>
  `${count(n, 'API token')} ${n === 1 ? 'was' : 'were'} revoked.`;
