import type { GapReason } from '@web/lib/get-quality';

/** The words of each reason, and of none. */
export const REASON_LABELS: Record<GapReason | 'none', string> = {
  none: 'Not classified',
  not_operating: 'Plant not operating',
  measurement_missing: 'Measurement missing',
};

/** An ISO instant as a date and time in UTC (the API's days are UTC for now): 2025-03-04 06:00. */
export const utcDateTime = (iso: string) =>
  new Date(iso).toISOString().slice(0, 16).replace('T', ' ');
