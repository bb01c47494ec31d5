const BERLIN = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "30.03.2025 01:45": an instant (epoch ms) as a Berlin wall clock and a historian show it. */
export const berlinText = (instant: number) => BERLIN.format(instant).replace(',', '');
