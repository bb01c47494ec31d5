import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import { createQueryClient } from '../lib/query-client';

/** The app's query client, without the waits between retries (the retry policy stays as it is). */
export function testQueryClient() {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions().queries;
  client.setDefaultOptions({ queries: { ...defaults, retryDelay: 0 } });
  return client;
}

/** Shows where the router is, and the state it was given, for tests to read. */
export function LocationProbe() {
  const location: Location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/**
 * Renders `ui` at `path` as the signed-in area does: a fresh query cache and a router; other
 * paths render the location probe, so a test can see where a link or a redirect led.
 */
export function renderWithApp(ui: ReactNode, path = '/dashboard'): RenderResult {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path.split('?')[0]} element={ui} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
