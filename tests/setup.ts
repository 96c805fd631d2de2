// Setup for the happy-dom projects: the app's words are loaded (English) before any test renders,
// and what a test rendered is unmounted after it (vitest globals are off).
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '../src/i18n';

beforeAll(async () => {
  await initI18n({ language: 'en' });
});

afterEach(() => {
  cleanup();
});
