// touchInput.ts: a finger on the page, for the touch-screen e2e tests: where an element's centre is
// in the window, a tap there, and raw touch events through the Chrome DevTools Protocol (Playwright's
// touchscreen only taps; a drag needs touchStart, touchMove and touchEnd).
import type { CDPSession, Page } from 'playwright-core';

export type Point = { x: number; y: number };

/** The centre of `selector` where it is now in the window. */
export async function centreOf(page: Page, selector: string): Promise<Point> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A finger's tap on `selector` where it is now. */
export async function tapAt(page: Page, selector: string): Promise<void> {
  const at = await centreOf(page, selector);
  await page.touchscreen.tap(at.x, at.y);
}

/** One touch event: a finger down or moved at `at`, or lifted (no point). */
export function touchEvent(cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', at?: Point) {
  return cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [at] : [] });
}
