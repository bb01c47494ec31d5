import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../lib/paths';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken({ error }: { error: Error }): never {
  throw error;
}

function renderRoutes(error: Error) {
  return render(
    <MemoryRouter initialEntries={[paths.plants]}>
      <Routes>
        <Route
          path={paths.plants}
          element={
            <RouteErrorBoundary>
              <Broken error={error} />
            </RouteErrorBoundary>
          }
        />
        <Route
          path={paths.dashboard}
          element={
            <RouteErrorBoundary>
              <h1>Overview</h1>
            </RouteErrorBoundary>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the error screen of a route', () => {
  // React reports each caught error on the console; the screen is what this test is about.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));

  it('says in plain words that the page failed, instead of a blank page', () => {
    renderRoutes(new TypeError("Cannot read properties of undefined (reading 'plants')"));
    expect(screen.getByRole('heading', { name: 'This page could not be shown' })).toBeTruthy();
    expect(
      screen.getByText(
        'Something went wrong while showing this page. Your files and settings are not affected.',
      ),
    ).toBeTruthy();
    expect(screen.getByText("Cannot read properties of undefined (reading 'plants')")).toBeTruthy();
  });

  it('says when the page could not be downloaded', () => {
    renderRoutes(
      new TypeError('Failed to fetch dynamically imported module: /assets/plants-page.js'),
    );
    expect(screen.getByText(/^This page could not be downloaded\./)).toBeTruthy();
  });

  it('tries again by loading the page anew', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderRoutes(new Error('boom'));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leads back to the Overview, which shows normally', async () => {
    renderRoutes(new Error('boom'));
    await userEvent.click(screen.getByRole('link', { name: 'Go to Overview' }));
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeTruthy();
    expect(screen.queryByText('This page could not be shown')).toBeNull();
  });
});
