// Setup for the happy-dom projects: unmount what a test rendered (vitest globals are off).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
