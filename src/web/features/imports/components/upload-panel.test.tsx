import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../testing/fake-api';
import { fileEntry, onePlantCsv } from '../../../testing/fixtures';
import { renderWithApp } from '../../../testing/render';
import { UploadPanel } from './upload-panel';

// The upload's progress comes from XMLHttpRequest, which the fake API does not answer: here the
// upload is sent with fetch, as every other request.
vi.mock('../lib/fetch-with-upload-progress', () => ({
  fetchWithUploadProgress: () => (input: RequestInfo | URL, init?: RequestInit) =>
    fetch(input, init),
}));

async function uploadAnswering(partialHours: number) {
  fakeApi({
    'POST /api/files': () => json({ ...fileEntry('f-1', 'historian.csv'), partialHours }, 201),
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
});
