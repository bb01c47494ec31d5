import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Each test starts from an empty document and the real fetch; tests that stub it restore it here.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
