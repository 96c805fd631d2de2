// Setup for the happy-dom projects: the app's words are loaded (English) before any test renders,
// and what a test rendered is unmounted after it (vitest globals are off).
import { cleanup } from '@testing-library/react';
import { setI18n } from 'react-i18next';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '../src/i18n';

beforeAll(async () => {
  // Components rendered without <I18nProvider> (a Table on its own) translate through the app's instance.
  setI18n(await initI18n({ language: 'en' }));
});

afterEach(() => {
  cleanup();
});
