import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { Card } from './ui/card';

/** data §8: a failed load, its message and a Retry button that fetches the data again. */
export function LoadFailureCard({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => Promise<unknown>;
}) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Card className="mx-auto max-w-xl space-y-3 p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <Alert tone="error">{message}</Alert>
      <Button variant="secondary" disabled={retrying} onClick={() => void retry()}>
        <RotateCw className={`h-4 w-4 ${retrying ? 'animate-spin' : ''}`} aria-hidden="true" />
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </Card>
  );
}
