// The rules engine's own thresholds (the spec has none: its insights were canned text).

/** A day-over-day KPI change beyond plus or minus this percent is an alert. */
export const KPI_CHANGE_ALERT_PCT = 10;
/** The least-efficient-plant opportunity is medium priority from this share of fleet CO2 (percent). */
export const OPTIMIZATION_MEDIUM_SHARE_PCT = 5;
/** A CO2 trend of at least this percent per 30 days (either way) is rising or falling, else stable. */
export const TREND_SIGNIFICANT_PCT = 5;
/** How many gap dates a sentence lists before "and N more". */
export const GAP_DATES_LISTED = 5;
