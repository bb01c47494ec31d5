import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { callApi, callApiJson, onSessionEnded } from './call-api';

const answer = (body: string, status: number, type = 'application/json') =>
  new Response(body, { status, headers: { 'content-type': type } });

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );

describe('callApi', () => {
  const stopListening: (() => void)[] = [];
  afterEach(() => stopListening.splice(0).forEach((stop) => stop()));

  it('answers the JSON of a successful response', async () => {
    expect(await callApiJson(async () => answer('{"files":[]}', 200), 'Failed')).toEqual({
      files: [],
    });
  });

  it("turns a refusal into an ApiError with the status, the server's code and message", async () => {
    const error = await failureOf(
      callApi(
        async () => answer('{"error":"not_found","message":"File not found"}', 404),
        'Failed to load CSV data',
      ),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'File not found' });
  });

  it('uses the fallback message when the refusal is not JSON (a proxy’s error page)', async () => {
    const error = await failureOf(
      callApi(
        async () => answer('<html>Bad gateway</html>', 502, 'text/html'),
        'Failed to load CSV data',
      ),
    );
    expect(error).toMatchObject({ status: 502, message: 'Failed to load CSV data' });
  });

  it('reports no answer at all as status 0 with the fallback message', async () => {
    const error = await failureOf(
      callApi(() => Promise.reject(new TypeError('Failed to fetch')), 'Failed to fetch CSV files'),
    );
    expect(error).toMatchObject({ status: 0, message: 'Failed to fetch CSV files' });
  });

  it('ends the session on a 401, and only on a 401', async () => {
    const ended = vi.fn();
    stopListening.push(onSessionEnded(ended));
    await failureOf(callApi(async () => answer('{"message":"Forbidden"}', 403), 'Failed'));
    expect(ended).not.toHaveBeenCalled();
    const error = await failureOf(
      callApi(
        async () => answer('{"error":"unauthorized","message":"User not authenticated"}', 401),
        'Failed',
      ),
    );
    expect(error).toMatchObject({ status: 401, message: 'User not authenticated' });
    expect(ended).toHaveBeenCalledOnce();
  });
});
