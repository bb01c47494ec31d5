import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from './ui/card';

/** A card of the plant page: a region named by its heading, with a link to where to see more. */
export function PlantSection({
  title,
  link,
  children,
}: {
  title: string;
  link?: { to: string; text: string };
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className="space-y-3 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-slate-900">
          {title}
        </h2>
        {link && (
          <Link to={link.to} className="text-sm font-medium text-brand-700 hover:underline">
            {link.text}
          </Link>
        )}
      </div>
      {children}
    </Card>
  );
}
