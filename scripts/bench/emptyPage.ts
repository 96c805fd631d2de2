// emptyPage.ts: the floor under the UI bench's drop and pass figures on this machine, measured in the
// same browser with the same timer and gestures (pageTimer.ts): a page with no framework and nothing
// to compute, whose pointerup moves one of 100 plain boxes to the other row and whose P key changes
// one line of text. What it measures is Chromium's frame clock and the cost of any frame at all; the
// table's figures minus these are the table's own work. Run within each bench run, because the
// floor moves with the host's load as much as the figures do.
import type { Page } from 'playwright-core';
import { dragOnto, installTimer, median, p95, sampleCount, SETTLE_SCRIPT, takeSample } from './pageTimer';

const BOXES = 100;

const EMPTY_PAGE = `<!doctype html><html><head><style>
  body { margin: 0; font: 14px sans-serif; user-select: none; }
  .row { display: flex; flex-wrap: wrap; gap: 4px; width: 1300px; min-height: 150px; margin: 8px; }
  .box { width: 100px; height: 140px; border: 2px solid #333; border-radius: 8px; background: #eed; }
</style></head><body>
  <p id="prompt">Ana has priority</p>
  <div class="row" id="home"></div>
  <div class="row" id="away"></div>
  <script>
    const home = document.getElementById('home');
    const away = document.getElementById('away');
    for (let i = 0; i < ${BOXES}; i++) {
      const box = document.createElement('div');
      box.className = 'box';
      box.id = 'box' + i;
      box.textContent = 'Card ' + i;
      home.appendChild(box);
    }
    window.addEventListener('pointerup', (event) => {
      const box = document.elementFromPoint(event.clientX, event.clientY)?.closest('.box');
      if (box) (box.parentNode === home ? away : home).appendChild(box);
    });
    window.addEventListener('keydown', (event) => {
      if (event.key !== 'p') return;
      const prompt = document.getElementById('prompt');
      prompt.textContent = prompt.textContent.startsWith('Ana') ? 'Bruno has priority' : 'Ana has priority';
    });
  </script>
</body></html>`;

export interface EmptyPageFloor {
  dropToPaintP50Ms: number;
  dropToPaintP95Ms: number;
  passToPaintP50Ms: number;
  passToPaintP95Ms: number;
  samples: number;
}

/** Drags a box onto its own place (the release moves it to the other row) and presses P on a settled
 *  page, `count` times each after a few warm-ups, as the table's bench does. */
export async function measureEmptyPage(page: Page, count: number): Promise<EmptyPageFloor> {
  // From about:blank: the app's page would lend the empty one its Content-Security-Policy (no inline script).
  await page.goto('about:blank');
  await page.setContent(EMPTY_PAGE);
  await installTimer(page);
  const drops: number[] = [];
  const passes: number[] = [];
  const warmup = 4;
  for (let i = 0; i < warmup + count; i++) {
    const box = `#box${i % BOXES}`;
    let n = await sampleCount(page);
    await dragOnto(page, box, box);
    const drop = await takeSample(page, n);
    await page.evaluate(SETTLE_SCRIPT);
    n = await sampleCount(page);
    await page.keyboard.press('p');
    const pass = await takeSample(page, n);
    await page.waitForTimeout(50);
    if (i < warmup) continue;
    drops.push(drop.sample);
    passes.push(pass.sample);
  }
  return { dropToPaintP50Ms: median(drops), dropToPaintP95Ms: p95(drops), passToPaintP50Ms: median(passes), passToPaintP95Ms: p95(passes), samples: count };
}
