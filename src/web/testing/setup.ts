import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The suite runs one file per core beside the server tests: under that load a screen can take more
// than Testing Library's default second to show what a findBy* call waits for.
configure({ asyncUtilTimeout: 5_000 });

// Each test starts from an empty document and the real fetch; tests that stub it restore it here.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
