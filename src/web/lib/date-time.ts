/** An instant from the API as the user's locale writes a date and time ("12 Mar 2026, 14:05"). */
export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
