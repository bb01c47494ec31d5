// The files of the 15-minute import benchmark (issue 27): a year of readings every 15 minutes for
// many plants as a plant historian exports them (semicolons, decimal commas, kWh and kg, Berlin
// wall-clock time across both changes of the clocks), and the spec's hourly CSV of the same plants
// and year. Both are written from the same integer readings, the hourly one as their exact sums,
// so that the two files hold the same totals whatever the import does; streamed to disk, a day at a
// time.
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { REQUIRED_HEADERS } from '@domain/constants';
import { HISTORIAN } from '@server/testing/historian-profile';

/** The profile the historian's export is uploaded through (POST /api/import-profiles). */
export const HISTORIAN_PROFILE = { ...HISTORIAN, name: 'Historian export (benchmark)' };

const ZONE = HISTORIAN_PROFILE.timezone;
const MS_PER_QUARTER = 900_000;
const QUARTERS_PER_DAY = 96;

/** A fuel's factors per 0.1 kWh of fuel: CO2 in 0.1 kg, CH4 and N2O in 0.01 kg (IPCC 2006 defaults, rounded). */
const FUELS = [
  { name: 'natural_gas', co2: 0.202, ch4: 0.00036, n2o: 0.000036 },
  { name: 'hard_coal', co2: 0.341, ch4: 0.00036, n2o: 0.00054 },
  { name: 'lignite', co2: 0.364, ch4: 0.00036, n2o: 0.00054 },
  { name: 'fuel_oil', co2: 0.267, ch4: 0.00108, n2o: 0.000216 },
] as const;

interface Plant {
  id: number;
  name: string;
  fuel: (typeof FUELS)[number];
  /** Electricity at full load in a quarter hour, in 0.1 kWh. */
  fullLoad: number;
  efficiency: number;
  /** Heat delivered per unit of fuel (CHP plants), else 0. */
  heatShare: number;
}

function plantsOf(count: number): Plant[] {
  return Array.from({ length: count }, (_, k) => {
    const id = k + 1;
    return {
      id,
      name: `Block ${id}`,
      fuel: FUELS[k % FUELS.length]!,
      // 20 to 499 MW.
      fullLoad: (20 + ((id * 37) % 480)) * 2_500,
      efficiency: 30 + (id % 29),
      heatShare: id % 4 === 0 ? 0.3 : 0,
    };
  });
}

/** One quarter hour of a plant, in integers: energies in 0.1 kWh, CO2 in 0.1 kg, CH4 and N2O in 0.01 kg. */
interface Quarter {
  electricity: number;
  heat: number;
  fuel: number;
  co2: number;
  ch4: number;
  n2o: number;
}

/** Deterministic loads (mulberry32), so that each run writes the same files. */
function loads(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function quarterOf(plant: Plant, load: number): Quarter {
  // A plant is off in about one quarter hour in ten.
  const electricity = load < 0.1 ? 0 : Math.round(plant.fullLoad * (0.3 + 0.7 * load));
  const fuel = Math.round((electricity * 100) / plant.efficiency);
  return {
    electricity,
    heat: Math.round(fuel * plant.heatShare),
    fuel,
    co2: Math.round(fuel * plant.fuel.co2),
    ch4: Math.round(fuel * plant.fuel.ch4),
    n2o: Math.round(fuel * plant.fuel.n2o),
  };
}

/** An integer count of 10^-places units as a decimal text: (12345, 1, ',') is "1234,5". */
function decimal(n: number, places: number, separator: string): string {
  const unit = 10 ** places;
  return `${Math.trunc(n / unit)}${separator}${String(n % unit).padStart(places, '0')}`;
}

const wallClockParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the historian writes it: "DD.MM.YYYY HH:mm" on Berlin's wall clock. */
function wallClock(instant: number): string {
  const p = Object.fromEntries(
    wallClockParts.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}

/** An instant as the spec's CSV writes it: "YYYY-MM-DD HH:MM:SS" in UTC. */
function utcText(instant: number): string {
  const iso = new Date(instant).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

const historianLine = (clock: string, plant: Plant, q: Quarter) =>
  `${clock};${plant.id};${plant.name};${plant.fuel.name};${decimal(q.electricity, 1, ',')};` +
  `${decimal(q.heat, 1, ',')};${decimal(q.fuel, 1, ',')};${decimal(q.co2, 1, ',')};` +
  `${decimal(q.ch4, 2, ',')};${decimal(q.n2o, 2, ',')};${plant.efficiency}`;

/** The hour's sums in the spec's units: MWh = 0.1 kWh / 10^4, t = 0.1 kg / 10^4, kg = 0.01 kg / 10^2. */
const hourlyLine = (hour: number, plant: Plant, s: Quarter) =>
  `${utcText(hour)},${plant.id},${plant.name},${plant.fuel.name},${decimal(s.electricity, 4, '.')},` +
  `${decimal(s.heat, 4, '.')},${decimal(s.fuel, 4, '.')},${decimal(s.co2, 4, '.')},` +
  `${decimal(s.ch4, 2, '.')},${decimal(s.n2o, 2, '.')},${plant.efficiency}`;

async function write(stream: WriteStream, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain');
}

async function close(stream: WriteStream): Promise<void> {
  stream.end();
  await once(stream, 'finish');
}

export interface YearFiles {
  quarterHourly: { path: string; rows: number; bytes: number };
  hourly: { path: string; rows: number; bytes: number };
}

/**
 * Writes both files for `plants` plants over Berlin's calendar year `year` (8,760 or 8,784 hours,
 * the day the clocks go forward 23 of them and the day they go back 25): the historian's
 * readings in time order, every plant at each quarter hour, with a byte-order mark and CRLF as
 * Windows tools write them.
 */
export async function writeYearFiles(
  quarterPath: string,
  hourlyPath: string,
  plants: number,
  year: number,
): Promise<YearFiles> {
  const register = plantsOf(plants);
  // Midnight of 1 January on Berlin's wall clock: winter time, UTC+1.
  const start = Date.UTC(year - 1, 11, 31, 23);
  const end = Date.UTC(year, 11, 31, 23);
  const quarterly = createWriteStream(quarterPath);
  const hourly = createWriteStream(hourlyPath);
  await write(quarterly, `\ufeff${Object.values(HISTORIAN_PROFILE.columns).join(';')}\r\n`);
  await write(hourly, `${REQUIRED_HEADERS.join(',')}\n`);
  const next = loads(year);
  const quarterLines: string[] = [];
  const hourLines: string[] = [];
  let rows = 0;
  for (let day = start; day < end; day += QUARTERS_PER_DAY * MS_PER_QUARTER) {
    for (let hour = day; hour < day + 86_400_000; hour += 4 * MS_PER_QUARTER) {
      const sums = register.map(() => ({
        electricity: 0,
        heat: 0,
        fuel: 0,
        co2: 0,
        ch4: 0,
        n2o: 0,
      }));
      for (let k = 0; k < 4; k++) {
        const clock = wallClock(hour + k * MS_PER_QUARTER);
        register.forEach((plant, p) => {
          const q = quarterOf(plant, next());
          const s = sums[p]!;
          s.electricity += q.electricity;
          s.heat += q.heat;
          s.fuel += q.fuel;
          s.co2 += q.co2;
          s.ch4 += q.ch4;
          s.n2o += q.n2o;
          quarterLines.push(historianLine(clock, plant, q));
        });
      }
      register.forEach((plant, p) => hourLines.push(hourlyLine(hour, plant, sums[p]!)));
    }
    rows += quarterLines.length;
    await write(quarterly, `${quarterLines.join('\r\n')}\r\n`);
    await write(hourly, `${hourLines.join('\n')}\n`);
    quarterLines.length = 0;
    hourLines.length = 0;
  }
  await Promise.all([close(quarterly), close(hourly)]);
  const hours = (end - start) / (4 * MS_PER_QUARTER);
  return {
    quarterHourly: { path: quarterPath, rows, bytes: quarterly.bytesWritten },
    hourly: { path: hourlyPath, rows: hours * plants, bytes: hourly.bytesWritten },
  };
}
