import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { importProfileSchema } from '@domain/imports/import-profile';
import { EPA_HOURLY_PROFILE, epaHourlyFile, epaHours } from '@domain/testing/epa-hourly';
import { fakeApi, json } from '@web/testing/fake-api';
import { fileEntry, onePlantCsv } from '@web/testing/fixtures';
import { renderWithApp } from '@web/testing/render';
import { UploadPanel } from './upload-panel';

// The upload's progress comes from XMLHttpRequest, which the fake API does not answer: here the
// upload is sent with fetch, as every other request.
vi.mock('../lib/fetch-with-upload-progress', () => ({
  fetchWithUploadProgress: () => (input: RequestInfo | URL, init?: RequestInit) =>
    fetch(input, init),
}));

async function uploadAnswering(partialHours: number, answer: object = {}) {
  fakeApi({
    'POST /api/files': () =>
      json({ ...fileEntry('f-1', 'historian.csv'), partialHours, ...answer }, 201),
  });
  const onUploaded = vi.fn();
  renderWithApp(<UploadPanel onUploaded={onUploaded} onAlreadyUploaded={() => {}} />, '/settings');
  await userEvent.upload(
    screen.getByLabelText('Choose a CSV file to upload'),
    new File([onePlantCsv(24)], 'historian.csv', { type: 'text/csv' }),
  );
  await vi.waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
}

describe('the upload panel after a file is stored', () => {
  it('says how many hours held too few readings and count as missing, with a way to see them', async () => {
    await uploadAnswering(48);
    await screen.findByText(
      /^48 hours of the file held under 80 % of their readings \(MRR Art\. 44\): they count as missing\./,
    );
    expect(
      screen.getByRole('link', { name: 'See them on Data quality' }).getAttribute('href'),
    ).toBe('/dashboard/data-quality');
  });

  it('says nothing of partial hours when there were none', async () => {
    await uploadAnswering(0);
    expect(screen.queryByText(/held under 80 %/)).toBeNull();
  });

  it("says which zone placed a profile's days and which plants took its country", async () => {
    const profile = importProfileSchema.parse({
      ...EPA_HOURLY_PROFILE,
      fixed: { ...EPA_HOURLY_PROFILE.fixed, country: 'US' },
    });
    fakeApi({
      'GET /api/import-profiles': () =>
        json({ profiles: [{ id: 'p-1', ...profile, created_at: 'x', updated_at: 'x' }] }),
      'POST /api/files': () =>
        json(
          {
            ...fileEntry('f-1', 'epa-hourly.csv'),
            partialHours: 0,
            profile: { id: 'p-1', name: profile.name },
            placedIn: [116, 118].map((plantId) => ({
              plantId,
              timezone: '-07:00',
              declared: 'profile',
            })),
            countryDeclared: { country: 'US', plantIds: [116, 118] },
          },
          201,
        ),
    });
    renderWithApp(<UploadPanel onUploaded={() => {}} onAlreadyUploaded={() => {}} />, '/settings');
    await userEvent.upload(
      screen.getByLabelText('Choose a CSV file to upload'),
      new File([epaHourlyFile(epaHours(['07-04-1995']))], 'epa-hourly.csv', { type: 'text/csv' }),
    );
    await screen.findByText(
      /Days placed in -07:00 \(the profile's, now the plant's own\)\. Country US declared for plants 116 and 118\.$/,
    );
  });
});
