import { useMemo } from 'react';
import { fixedOffsets, namedTimeZones } from '../lib/time-zones';

/**
 * The options of a time-zone select: the browser's IANA names, then fixed offsets; a current
 * value in neither list (saved elsewhere) stays selectable.
 */
export function TimeZoneOptions({ current }: { current: string }) {
  const zones = useMemo(() => ({ named: namedTimeZones(), fixed: fixedOffsets() }), []);
  return (
    <>
      {current !== '' && !zones.named.includes(current) && !zones.fixed.includes(current) && (
        <option value={current}>{current}</option>
      )}
      <optgroup label="Time zones (with daylight saving)">
        {zones.named.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </optgroup>
      <optgroup label="Fixed offsets (standard time all year)">
        {zones.fixed.map((offset) => (
          <option key={offset} value={offset}>
            UTC{offset}
          </option>
        ))}
      </optgroup>
    </>
  );
}
