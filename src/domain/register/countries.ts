// Issue 11 "Plant register": the countries a plant can be declared in.
import { DEFAULT_PLANT_LOCATION, PLANT_LOCATIONS } from '../constants';

/** The 27 EU member states (2026), by their English short names. */
export const EU_MEMBER_STATES: readonly string[] = [
  'Austria',
  'Belgium',
  'Bulgaria',
  'Croatia',
  'Cyprus',
  'Czechia',
  'Denmark',
  'Estonia',
  'Finland',
  'France',
  'Germany',
  'Greece',
  'Hungary',
  'Ireland',
  'Italy',
  'Latvia',
  'Lithuania',
  'Luxembourg',
  'Malta',
  'Netherlands',
  'Poland',
  'Portugal',
  'Romania',
  'Slovakia',
  'Slovenia',
  'Spain',
  'Sweden',
];

/**
 * Every country a plant may be declared in: the EU member states, the UK, Norway, Switzerland,
 * the US, and the spec's locations (data §9: "US", and "Europe" for a plant it cannot place).
 */
export const REGISTER_COUNTRIES: readonly string[] = [
  ...new Set([
    ...EU_MEMBER_STATES,
    'Norway',
    'Switzerland',
    'United Kingdom',
    'US',
    ...Object.values(PLANT_LOCATIONS),
    DEFAULT_PLANT_LOCATION,
  ]),
].sort((a, b) => a.localeCompare(b, 'en'));

/** Whether a country is an EU member state. */
export const isEuMemberState = (country: string): boolean => EU_MEMBER_STATES.includes(country);

/**
 * Whether a plant in this country is assumed to be in EU ETS scope until its user says otherwise: the
 * EU member states and Norway (the EEA takes part in the EU ETS), and the spec's unplaced "Europe",
 * because leaving a plant out would understate the verified emissions a user signs.
 */
export const isAssumedInEts = (country: string): boolean =>
  isEuMemberState(country) || country === 'Norway' || country === DEFAULT_PLANT_LOCATION;
