import { Settings } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { DownloadSampleButton } from './download-sample-button';
import { Button } from './ui/button';
import { Card } from './ui/card';

/** data §2 "Common to the data screens": what a screen shows with no data, and what to do about it. */
export function NoDataCard() {
  return (
    <Card className="mx-auto max-w-xl p-8 text-center">
      <h2 className="text-lg font-semibold text-slate-900">No Data Available</h2>
      <p className="mt-2 text-sm text-slate-600">
        Upload a CSV file of your plant data in Settings &gt; Data Source to see it here.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        <Link
          to={`${paths.settings}?tab=data`}
          className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
        >
          <Settings className="h-4 w-4" aria-hidden="true" />
          Go to Settings
        </Link>
        <DownloadSampleButton />
      </div>
      <p className="mt-3 text-xs text-slate-500">
        Download this sample data to experiment with our application.
      </p>
    </Card>
  );
}

/** Issue 10: the range chosen holds no data ("No data in this range"): say so, and offer all of it. */
export function NoDataInRangeCard({
  message,
  onShowAll,
}: {
  message: string;
  onShowAll: () => void;
}) {
  return (
    <Card className="mx-auto max-w-xl p-8 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{message}</h2>
      <p className="mt-2 text-sm text-slate-600">
        None of your uploads holds readings of the plants chosen in this range. Choose another range
        or other plants above, or show all of the data.
      </p>
      <Button className="mt-6" onClick={onShowAll}>
        Show all of the data
      </Button>
    </Card>
  );
}
