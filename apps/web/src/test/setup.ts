import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { clearLoaded } from '../shared/api/call-endpoint';

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The visitor read's cache lives in its module: each case starts empty, as with a new QueryClient.
  clearLoaded();
});
