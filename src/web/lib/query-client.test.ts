import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, shouldRetry } from './query-client';

describe('the retry policy of queries', () => {
  it('never retries a refusal (4xx): it answers the same the next time', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(shouldRetry(0, new ApiError(status, 'refused', 'No')), String(status)).toBe(false);
    }
  });

  it('retries no answer and server failures (5xx) at most twice', () => {
    for (const status of [0, 500, 502, 503]) {
      const error = new ApiError(status, 'failed', 'Failed');
      expect(
        [0, 1, 2].map((failures) => shouldRetry(failures, error)),
        String(status),
      ).toEqual([true, true, false]);
    }
  });

  it('does not retry an error of the code itself', () => {
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false);
  });

  it('asks the server once for a query it refuses', async () => {
    const fetchFile = vi.fn(() => Promise.reject(new ApiError(404, 'not_found', 'File not found')));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['file'], queryFn: fetchFile })).rejects.toThrow(
      'File not found',
    );
    expect(fetchFile).toHaveBeenCalledOnce();
  });

  it('asks the server three times in all when it keeps failing (5xx)', async () => {
    const fetchFile = vi.fn(() => Promise.reject(new ApiError(503, 'unavailable', 'Busy')));
    const client = createQueryClient();
    await expect(
      client.fetchQuery({ queryKey: ['file'], queryFn: fetchFile, retryDelay: 0 }),
    ).rejects.toThrow('Busy');
    expect(fetchFile).toHaveBeenCalledTimes(3);
  });
});
