import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MSG_NO_DATA_IN_RANGE } from '@domain/history/date-range';
import { LoadedDataProvider } from '../lib/loaded-data';
import { analysisOf, sampleCsv, withScope } from '../testing/analysis';
import { fakeApi, json, type Handler } from '../testing/fake-api';
import { fileEntry, filesPage } from '../testing/fixtures';
import { renderWithApp } from '../testing/render';
import { ScopeBar } from './scope-bar';

const newest = {
  ...fileEntry('f-new', 'plants-2025.csv', '2025-06-02T08:00:00.000Z'),
  firstDate: '2025-01-01 00:00:00',
  lastDate: '2025-01-30 23:00:00',
};
const older = fileEntry('f-old', 'harbour-2024.csv', '2025-05-01T08:00:00.000Z');
const sample = analysisOf(sampleCsv);

function Address() {
  return <output data-testid="url">{decodeURIComponent(useLocation().search)}</output>;
}

function renderBar(
  path = '/dashboard',
  answer = withScope(sample),
  plants: Record<string, Handler> = {},
) {
  const asked: string[] = [];
  fakeApi({
    ...plants,
    'GET /api/files': () => json(filesPage([newest, older])),
    'GET /api/analysis': ({ url }) => {
      asked.push(url.search);
      return json(answer);
    },
    'GET /api/files/f-old/analysis': () =>
      json(withScope(sample, { source: 'file', fileId: 'f-old' })),
  });
  renderWithApp(
    <LoadedDataProvider>
      <ScopeBar />
      <Address />
    </LoadedDataProvider>,
    path,
  );
  return { asked };
}

const url = () => screen.getByTestId('url').textContent;
const bar = () => screen.getByRole('region', { name: 'Data shown' });

describe('the scope and range bar', () => {
  it('shows all data over the last 30 days of the data by default, in words', async () => {
    renderBar();
    expect(
      await within(await screen.findByRole('region')).findByText('1 Jan 2025 - 30 Jan 2025'),
    ).toBeTruthy();
    const data = screen.getByLabelText<HTMLSelectElement>('Data');
    expect(data.value).toBe('all');
    expect([...data.options].map((o) => o.text)).toEqual([
      'All data (2 files)',
      'plants-2025.csv',
      'harbour-2024.csv',
    ]);
    expect(screen.getByLabelText<HTMLSelectElement>('Range').value).toBe('last30');
    expect(url()).toBe('');
  });

  it('offers each year of the data as a preset, and writes the one chosen into the URL', async () => {
    const { asked } = renderBar();
    await within(await screen.findByRole('region')).findByText('1 Jan 2025 - 30 Jan 2025');
    const range = screen.getByLabelText<HTMLSelectElement>('Range');
    expect([...range.options].map((o) => o.text)).toContain('2025');
    await userEvent.selectOptions(range, '2025');
    await waitFor(() => expect(url()).toBe('?preset=year-2025&from=2025-01-01&to=2025-12-31'));
    expect(within(bar()).getByText('1 Jan 2025 - 31 Dec 2025')).toBeTruthy();
    await waitFor(() => expect(asked.at(-1)).toBe('?from=2025-01-01&to=2025-12-31'));

    await userEvent.selectOptions(range, 'All of the data');
    await waitFor(() => expect(url()).toBe('?preset=all'));
    expect(within(bar()).getByText('All of the data: 1 Jan 2025 - 30 Jan 2025')).toBeTruthy();
  });

  it('takes a custom range of two dates, refusing one that ends before it starts', async () => {
    renderBar();
    await within(await screen.findByRole('region')).findByText('1 Jan 2025 - 30 Jan 2025');
    await userEvent.selectOptions(screen.getByLabelText('Range'), 'Custom range');
    const from = screen.getByLabelText<HTMLInputElement>('From');
    const to = screen.getByLabelText<HTMLInputElement>('To');
    expect([from.value, to.value]).toEqual(['2025-01-01', '2025-01-30']);
    fireEvent.change(from, { target: { value: '2025-01-20' } });
    fireEvent.change(to, { target: { value: '2025-01-10' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'The range starts on 2025-01-20, after it ends on 2025-01-10',
    );
    expect(url()).toBe('');
    fireEvent.change(to, { target: { value: '2025-01-25' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(url()).toBe('?preset=custom&from=2025-01-20&to=2025-01-25'));
    expect(within(bar()).getByText('20 Jan 2025 - 25 Jan 2025')).toBeTruthy();
  });

  it('filters plants with checkboxes; every plant ticked is no filter', async () => {
    renderBar();
    const summary = await screen.findByText('All plants (4)');
    await userEvent.click(summary);
    const plants = screen.getByRole('group', { name: 'Plants shown' });
    await userEvent.click(within(plants).getByLabelText('Coal Plant Alpha'));
    await waitFor(() => expect(url()).toBe('?plant=2&plant=3&plant=4'));
    expect(await screen.findByText('3 of 4 plants')).toBeTruthy();
    await userEvent.click(within(plants).getByLabelText('Coal Plant Alpha'));
    await waitFor(() => expect(url()).toBe(''));
  });

  it('finds any plant of a fleet larger than the answer lists, and shows only the ones ticked', async () => {
    // 1,500 plants: the answer names only the 4 it lists.
    const fleet = withScope(sample, {
      available: { ...withScope(sample).scope!.available!, plantCount: 1500 },
    });
    const searched: string[] = [];
    renderBar('/dashboard', fleet, {
      'GET /api/plants': ({ url }) => {
        searched.push(url.search);
        return json({
          plants: [{ plant_id: 1234, plant_name: 'Far Peaker' }],
          plantCount: 1,
          offset: 0,
        });
      },
    });
    await userEvent.click(await screen.findByText('All plants (1,500)'));
    const plants = screen.getByRole('group', { name: 'Plants shown' });
    await userEvent.type(within(plants).getByLabelText('Find a plant'), 'far');
    await userEvent.click(within(plants).getByRole('button', { name: 'Find' }));
    const found = await within(plants).findByLabelText<HTMLInputElement>('Far Peaker');
    expect(searched).toEqual(['?search=far']);
    expect(found.checked).toBe(false);
    await userEvent.click(found);
    await waitFor(() => expect(url()).toBe('?plant=1234'));
    expect(await screen.findByText('1 of 1,500 plants')).toBeTruthy();
  });

  it('keeps what the URL says on a reload', async () => {
    renderBar('/dashboard?scope=f-old&preset=custom&from=2025-01-02&to=2025-01-03&plant=2');
    expect(
      await within(await screen.findByRole('region')).findByText('2 Jan 2025 - 3 Jan 2025'),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Data').value).toBe('f-old');
    expect(screen.getByLabelText<HTMLSelectElement>('Range').value).toBe('custom');
    expect(await screen.findByText('1 of 4 plants')).toBeTruthy();
  });

  it('switches to one file, keeping the preset and dropping the plants', async () => {
    renderBar('/dashboard?preset=all&plant=2');
    await screen.findByText('1 of 4 plants');
    await userEvent.selectOptions(screen.getByLabelText('Data'), 'harbour-2024.csv');
    await waitFor(() => expect(url()).toBe('?scope=f-old&preset=all'));
  });

  it('says when the range holds no data', async () => {
    renderBar('/dashboard', withScope(sample, { message: MSG_NO_DATA_IN_RANGE }));
    const message = await within(await screen.findByRole('region')).findByRole('status');
    expect(message.textContent).toBe('No data in this range');
  });
});
