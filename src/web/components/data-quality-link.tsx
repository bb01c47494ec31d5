import { CalendarCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../lib/paths';

/** The words of every link from a coverage note to the data-quality screen. */
export const DATA_QUALITY_LINK_TEXT = 'Data quality: coverage and gaps';

/**
 * Issue 26: a note on how much data a figure rests on ("12 of 31 days with data") leads on to the
 * data-quality screen, where the days, hours and gaps behind it are shown and can be classified.
 */
export function DataQualityLink({ className = '' }: { className?: string }) {
  return (
    <Link
      to={paths.dataQuality}
      className={`inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline ${className}`}
    >
      <CalendarCheck className="h-4 w-4 shrink-0" aria-hidden="true" />
      {DATA_QUALITY_LINK_TEXT}
    </Link>
  );
}
