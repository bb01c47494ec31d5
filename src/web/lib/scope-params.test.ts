import { describe, expect, it } from 'vitest';
import {
  hasScopeParams,
  readScopeParams,
  resolveScope,
  scopeSearch,
  spanOf,
  withScopeParams,
  type FileSpan,
} from './scope-params';

const TODAY = '2025-06-15';
const january: FileSpan = {
  id: 'f-jan',
  firstDate: '2025-01-01 00:00:00',
  lastDate: '2025-01-30 23:00:00',
};
const march: FileSpan = {
  id: 'f-mar',
  firstDate: '2025-03-01 00:00:00',
  lastDate: '2025-03-10 23:00:00',
};

const read = (query: string) => readScopeParams(new URLSearchParams(query));

describe('the scope in the URL', () => {
  it('reads the source, the range, the plants and the preset', () => {
    expect(read('scope=all&from=2025-01-01&to=2025-01-31&plant=2&plant=1&preset=ytd')).toEqual({
      scope: 'all',
      from: '2025-01-01',
      to: '2025-01-31',
      plants: [2, 1],
      preset: 'ytd',
    });
    expect(read('tab=data')).toEqual({
      scope: null,
      from: null,
      to: null,
      plants: [],
      preset: null,
    });
  });

  it('writes them beside the other parameters, and knows which are its own', () => {
    const search = withScopeParams(new URLSearchParams('tab=data&from=2020-01-01'), {
      scope: 'f-1',
      from: null,
      to: null,
      plants: [3, 1],
      preset: 'all',
    });
    expect(search.toString()).toBe('tab=data&scope=f-1&preset=all&plant=1&plant=3');
    expect(scopeSearch(search).toString()).toBe('scope=f-1&preset=all&plant=1&plant=3');
    expect(hasScopeParams(search)).toBe(true);
    expect(hasScopeParams(new URLSearchParams('tab=data'))).toBe(false);
  });
});

describe('the scope the screens show', () => {
  it('is the one file by default, over the last 30 days of its data', () => {
    expect(resolveScope(read(''), [january], TODAY)).toEqual({
      source: 'file',
      fileId: 'f-jan',
      from: '2025-01-01',
      to: '2025-01-30',
      plants: [],
      preset: 'last30',
      chosen: false,
    });
  });

  it('is "All data" by default once there is more than one file, ending on the last day of any', () => {
    expect(resolveScope(read(''), [march, january], TODAY)).toMatchObject({
      source: 'history',
      fileId: null,
      from: '2025-02-09',
      to: '2025-03-10',
      chosen: false,
    });
  });

  it('is nothing without files, or after Clear Data', () => {
    expect(resolveScope(read(''), [], TODAY).source).toBe('none');
    expect(resolveScope(read('scope=none'), [january], TODAY)).toMatchObject({
      source: 'none',
      chosen: true,
    });
  });

  it('is the file or the history the URL names, with its range and plants', () => {
    expect(
      resolveScope(
        read('scope=f-mar&from=2025-03-02&to=2025-03-04&plant=7'),
        [march, january],
        TODAY,
      ),
    ).toEqual({
      source: 'file',
      fileId: 'f-mar',
      from: '2025-03-02',
      to: '2025-03-04',
      plants: [7],
      preset: 'custom',
      chosen: true,
    });
  });

  it("resolves a preset without dates against the chosen file's own data, or today", () => {
    expect(resolveScope(read('scope=f-jan'), [march, january], TODAY)).toMatchObject({
      from: '2025-01-01',
      to: '2025-01-30',
    });
    expect(resolveScope(read('scope=all&preset=last-month'), [january], TODAY)).toMatchObject({
      from: '2025-05-01',
      to: '2025-05-31',
      preset: 'last-month',
    });
    expect(resolveScope(read('preset=all'), [january], TODAY)).toMatchObject({
      from: null,
      to: null,
      preset: 'all',
    });
  });

  it('keeps the preset a range was picked with, to show it', () => {
    expect(
      resolveScope(read('preset=year-2024&from=2024-01-01&to=2024-12-31'), [january], TODAY).preset,
    ).toBe('year-2024');
  });

  it('spans the files from the first to the last day, listing the years', () => {
    expect(
      spanOf([
        march,
        { id: 'old', firstDate: '2023-11-05 00:00:00', lastDate: '2023-12-01 00:00:00' },
      ]),
    ).toEqual({
      startDate: '2023-11-05',
      endDate: '2025-03-10',
      years: [2023, 2024, 2025],
    });
    expect(spanOf([{ id: 'empty', firstDate: null, lastDate: null }])).toBeNull();
  });
});
