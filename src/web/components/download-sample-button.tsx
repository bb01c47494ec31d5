import { Download } from 'lucide-react';

/** Downloads the product's sample CSV (accounts §1, §7 static files). */
export function DownloadSampleButton({ className = '' }: { className?: string }) {
  return (
    <a
      href="/sample_data.csv"
      download="sample_data.csv"
      className={`inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 ${className}`}
    >
      <Download className="h-4 w-4" aria-hidden="true" />
      Download sample data
    </a>
  );
}
