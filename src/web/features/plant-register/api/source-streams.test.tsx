import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@web/lib/query-keys';
import { fakeApi, json } from '@web/testing/fake-api';
import { testQueryClient } from '@web/testing/render';
import { useDeleteStream, useSaveStream } from './source-streams';

/** A client holding an analysis and an ETS year, as the screens left them. */
function clientWithFigures() {
  const client = testQueryClient();
  client.setQueryData(queryKeys.analysis.scope({ file: 'all' }), { cached: true });
  client.setQueryData(queryKeys.ets.year(2025), { cached: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  const figuresInvalidated = () =>
    invalidated(queryKeys.analysis.scope({ file: 'all' })) && invalidated(queryKeys.ets.year(2025));
  return { wrapper, figuresInvalidated };
}

describe('a source stream change', () => {
  it('has every analysis and ETS year fetched again: the ETS year counts CO2 by the streams', async () => {
    fakeApi({
      'POST /api/plants/2/source-streams': () => json({ id: 's1', plant_id: 2 }, 201),
      'DELETE /api/plants/2/source-streams/s1': () => new Response(null, { status: 204 }),
    });
    const saved = clientWithFigures();
    const save = renderHook(() => useSaveStream(2), { wrapper: saved.wrapper });
    expect(saved.figuresInvalidated()).toBe(false);
    await save.result.current.mutateAsync({ id: null, stream: { name: 'Gas' } as never });
    await waitFor(() => expect(saved.figuresInvalidated()).toBe(true));

    const deleted = clientWithFigures();
    const remove = renderHook(() => useDeleteStream(2), { wrapper: deleted.wrapper });
    await remove.result.current.mutateAsync('s1');
    await waitFor(() => expect(deleted.figuresInvalidated()).toBe(true));
  });
});
