// Debian's Chromium driven by playwright-core: no browser download (scripts/ensure-chromium.sh installs it).
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  close: () => Promise<void>;
}

/** `device` overrides the context's defaults, e.g. a touch screen: `{ hasTouch: true, isMobile: true }`. */
export async function openBrowser(device: Pick<BrowserContextOptions, 'viewport' | 'hasTouch' | 'isMobile'> = {}): Promise<Browser> {
  const profile = await mkdtemp(join(tmpdir(), 'e2e-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: FLAGS,
    viewport: { width: 1400, height: 1000 },
    ...device,
  });
  // Below the test timeout, so a stuck locator is named in the failure.
  context.setDefaultTimeout(10_000);
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** A test file's Chromium and its page, opened before the file's tests and closed after them; the
 *  page's errors and console errors are collected in `errors` (a test clears it when it starts). */
export function chromiumForFile(artifacts: string, device: Parameters<typeof openBrowser>[0] = {}): { readonly page: Page; readonly browser: Browser; errors: string[] } {
  let browser: Browser | undefined;
  let page: Page | undefined;
  const errors: string[] = [];
  beforeAll(async () => {
    await mkdir(artifacts, { recursive: true });
    browser = await openBrowser(device);
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get page() {
      if (!page) throw new Error('the browser is not open yet');
      return page;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not open yet');
      return browser;
    },
    errors,
  };
}
