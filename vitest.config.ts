import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Projects: `unit:dom` (store and UI, happy-dom), `unit:engine` (engine, plain node) and `e2e` (real
// Chromium against a built app, served by tests/e2e/globalSetup.ts). `npm run test:unit` runs both
// unit projects, `npm run test:e2e` the last.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit:dom',
            environment: 'happy-dom',
            include: ['tests/ui/**/*.test.{ts,tsx}', 'tests/store/**/*.test.{ts,tsx}', 'tests/i18n/**/*.test.{ts,tsx}', 'tests/explain/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'unit:engine',
            environment: 'node',
            include: ['tests/engine/**/*.test.ts', 'tests/lessons/**/*.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['tests/e2e/**/*.test.ts'],
            globalSetup: ['tests/e2e/globalSetup.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            fileParallelism: false,
            maxWorkers: 1,
          },
        },
      ],
    },
  }),
);
