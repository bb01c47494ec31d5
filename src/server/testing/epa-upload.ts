// An EPA export uploaded as a user would: its profile saved through the API, then the file
// uploaded through it. The upload's answer, for the test to check.
import { expect } from 'vitest';
import type { ApiContext, TestUser } from './test-app';

/** What an upload through a profile answers of the file's blank cells. */
export interface ProfileUploadAnswer {
  blankHours: { notOperating: number; missing: number };
}

/** Saves `profile` as the user's and uploads `text` through it; 201 expected. */
export async function uploadThroughProfile(
  t: ApiContext,
  user: TestUser,
  profile: object,
  text: string,
  fileName: string,
): Promise<ProfileUploadAnswer> {
  const saved = await t.request('/api/import-profiles', {
    method: 'POST',
    cookie: user.cookie,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(profile),
  });
  expect(saved.status).toBe(201);
  const { id } = (await saved.json()) as { id: string };
  const form = new FormData();
  form.append('file', new File([text], fileName, { type: 'text/csv' }));
  const res = await t.request(`/api/files?profile=${id}`, {
    method: 'POST',
    cookie: user.cookie,
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as ProfileUploadAnswer;
}
