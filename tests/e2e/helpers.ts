// helpers.ts: driving the table in Chromium as a person would: a mouse drag with dnd-kit's 5 px
// activation distance, Tab until an element has focus, waiting on the contract's data-* attributes.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A shared seed scenario (../shared/scenarios), with its actions removed: it opens at its start. */
export function sharedSeed(name: string): Record<string, unknown> {
  const json = JSON.parse(readFileSync(join(root, '..', 'shared', 'scenarios', `${name}.json`), 'utf8')) as Record<string, unknown>;
  return { ...json, actions: [] };
}

export const artifacts = join(root, 'tests', 'e2e', 'artifacts');

/** Drags from the centre of one element to the centre of another: press, nudge past the 5 px
 *  activation distance in small steps, move in 15 steps, release. dnd-kit swallows a click that
 *  comes within ~50 ms of a drop, so it waits a little after. */
export async function drag(page: Page, from: string, to: string, options: { sortable?: boolean } = {}): Promise<void> {
  const a = await page.locator(from).boundingBox();
  const b = await page.locator(to).boundingBox();
  if (!a || !b) throw new Error(`cannot drag ${from} to ${to}: not visible`);
  const start = { x: a.x + a.width / 2, y: a.y + a.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let i = 1; i <= 4; i++) await page.mouse.move(start.x + i * 2, start.y + i * 2);
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 15 });
  // The page may have moved under the pointer during the drag (dnd-kit scrolls near the window's
  // edges, a lane opens): find the target again and settle on its centre before letting go. Not in a
  // sortable list, where the target itself moves aside as the dragged item passes it.
  for (let i = 0; i < (options.sortable ? 0 : 3); i++) {
    await page.waitForTimeout(30);
    const now = await page.locator(to).boundingBox();
    if (!now) throw new Error(`cannot drag to ${to}: it left the page during the drag`);
    await page.mouse.move(now.x + now.width / 2, now.y + now.height / 2, { steps: 3 });
  }
  await page.mouse.up();
  await page.waitForTimeout(80);
}

/** Presses Tab until `selector` has the focus: a keyboard-only way to get there. It first waits for
 *  the element to be shown, as a person would before reaching for it: a panel that is still loading
 *  (DamagePanel is a lazy chunk) would otherwise appear behind the focus, a whole Tab cycle away. */
export async function tabTo(page: Page, selector: string, max = 80): Promise<void> {
  await page.waitForSelector(selector);
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Once a keyboard drag has started (its ghost or announcement shown): dnd-kit's keyboard sensor
 *  listens for the arrow keys only from a timer it sets as the drag starts, so that the key which
 *  started it is not read as a move. A timer set now fires after that one (timers of equal delay run
 *  in order): an arrow key pressed after it is never lost, however loaded the machine. */
export async function keyboardDragListening(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

export async function expectPrompt(page: Page, pending: string, player: string): Promise<void> {
  await page.waitForSelector(`[data-role="prompt"][data-pending="${pending}"][data-player="${player}"]`);
}

/** The log and the explanation panel follow a move just after its frame is painted
 *  (useAfterNextPaint): until then they say so with aria-busy. */
export async function panelsCaughtUp(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

export async function step(page: Page): Promise<string | null> {
  return page.locator('[data-role="step"]').getAttribute('data-step');
}

/** Passes (with the button or the P key) until the step is `until`, at most `max` times. */
export async function passUntilStep(page: Page, until: string, how: 'click' | 'key', max = 12): Promise<void> {
  for (let i = 0; i < max && (await step(page)) !== until; i++) {
    await page.waitForSelector('[data-action="pass"]:not([disabled])');
    if (how === 'click') await page.click('[data-action="pass"]');
    else await page.keyboard.press('p');
  }
  if ((await step(page)) !== until) throw new Error(`still in ${await step(page)} after ${max} passes`);
}

export const permanentSelector = (id: string) => `[data-player-id] [data-object-id="${id}"][data-tapped]`;
