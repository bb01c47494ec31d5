import { expect, it } from 'vitest';
import { describeApi } from '../testing/test-app';

const KB = 1024;

/** A body that arrives in chunks with no Content-Length, as `Transfer-Encoding: chunked` does. */
function chunked(totalBytes: number, chunkBytes = 64 * KB): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      const size = Math.min(chunkBytes, totalBytes - sent);
      controller.enqueue(new Uint8Array(size).fill(0x61));
      sent += size;
    },
  });
}

const oversizedJson = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(200 * KB) });

describeApi('request body limits', (t) => {
  it('refuses a JSON body over 16 KB with 413 JSON, by its Content-Length', async () => {
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(oversizedJson.length),
      },
      body: oversizedJson,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: 'payload_too_large',
      message: 'Request body too large: at most 16 KB',
    });
  });

  it('refuses a chunked body without Content-Length once it passes 16 KB', async () => {
    for (const path of ['/api/auth/sign-in/email', '/api/permits/year/2025']) {
      const user = await t.signUp();
      const res = await t.request(path, {
        method: path.includes('permits') ? 'PUT' : 'POST',
        cookie: user.cookie,
        headers: { 'content-type': 'application/json' },
        body: chunked(50 * 1024 * KB),
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ error: 'payload_too_large' });
    }
  });

  it('still takes an ordinary sign-in and permit, and the app keeps answering', async () => {
    const user = await t.signUp();
    expect((await t.signIn(user.email, user.password)).cookie).not.toBeNull();
    const permit = await t.request('/api/permits/year/2025', {
      method: 'PUT',
      cookie: user.cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ active_permits: 3, notes: 'n'.repeat(500) }),
    });
    expect(permit.status).toBe(200);
    expect((await t.request('/healthz')).status).toBe(200);
  });

  it('refuses a chunked upload past MAX_UPLOAD_MB with the upload message', async () => {
    const user = await t.signUp();
    const res = await t.request('/api/files', {
      method: 'POST',
      cookie: user.cookie,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: chunked(11 * 1024 * KB),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: 'file_too_large',
      message: 'File size exceeds 10MB limit',
    });
  });
});
