// Builds the app and serves it with `vite preview` in this process (killing an `npx vite preview`
// by pid would orphan the real server). Tests read the address with `inject('baseURL')`.
import { rm } from 'node:fs/promises';
import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

// One folder per run, so two runs at once (two terminals, two agents) do not empty each other's build.
const outDir = `node_modules/.tmp/e2e-dist-${process.pid}`;

export default async function setup(project: TestProject) {
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const server = await preview({ logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port: 0, strictPort: false } });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report its address');
  project.provide('baseURL', url);
  return async () => {
    await server.close();
    await rm(outDir, { recursive: true, force: true });
  };
}
