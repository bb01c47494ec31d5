import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { Alert } from './ui/alert';

/** Says that the figures are the sample's and where to upload one's own (data §7 sample fallback). */
export function SampleDataNotice() {
  return (
    <Alert tone="info">
      <strong className="font-semibold">Sample data.</strong> No file of yours is loaded, so this
      page shows the figures of the sample data set.{' '}
      <Link to={`${paths.settings}?tab=data`} className="font-medium underline">
        Upload your CSV in Settings &gt; Data Source
      </Link>{' '}
      to see your own.
    </Alert>
  );
}
