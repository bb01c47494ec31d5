import { describe, expect, it } from 'vitest';
import {
  countryFromProfileText,
  zoneFromProfileTarget,
  zoneFromProfileText,
} from './zone-from-profile';

const event = (plant_ids: number[]) => ({
  plant_ids,
  timezone: '-07:00',
  profile: 'EPA CAMD hourly',
  file_id: 'f-1',
  file_name: 'epa-hourly.csv',
});

describe('the audit words of plants taking a profile time zone', () => {
  it('names the plants, counting them past five', () => {
    expect(zoneFromProfileTarget([116])).toBe('plant 116');
    expect(zoneFromProfileTarget([116, 118])).toBe('plants 116 and 118');
    expect(zoneFromProfileTarget([1, 2, 3, 4, 5, 6])).toBe('6 plants');
  });

  it('says which zone, from which profile and file, and where to change it', () => {
    expect(zoneFromProfileText(event([116]))).toBe(
      'Plant 116, first brought by epa-hourly.csv, took the time zone -07:00 of the import profile "EPA CAMD hourly" as its own, which places its days; it can be changed in the plant register.',
    );
    expect(zoneFromProfileText(event([116, 118]))).toMatch(
      /^Plants 116 and 118, .* as their own, which places their days;/,
    );
  });
});

describe('the audit words of plants taking the country a profile gives', () => {
  it('says which country, from which profile and file, and that it decides the assumed scope', () => {
    const { plant_ids, profile, file_id, file_name } = event([116, 118]);
    expect(countryFromProfileText({ plant_ids, profile, file_id, file_name, country: 'US' })).toBe(
      'Plants 116 and 118, first brought by epa-hourly.csv, took the country US of the import profile "EPA CAMD hourly" as their own, which decides their assumed EU ETS scope; it can be changed in the plant register.',
    );
  });
});
