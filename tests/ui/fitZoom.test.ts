// fitZoom.test.ts: the board's zoom (useFitZoom.ts) is the largest factor at which the board's content
// fits the board's height, from 1 down to MIN_ZOOM, below which the board scrolls instead. happy-dom
// lays nothing out: the content's height at a zoom is given here, wider rows holding more cards as the
// zoom goes down (a content of `rows(z)` rows of 100 px, shown at z).
import { describe, expect, it } from 'vitest';
import { MIN_ZOOM, fitZoom } from '../../src/ui/battlefield/useFitZoom';

/** A frame of `height` px and a content whose shown height at zoom z is `shown(z)`. */
function board(height: number, shown: (zoom: number) => number) {
  const frame = document.createElement('div');
  const content = document.createElement('div');
  Object.defineProperty(frame, 'clientHeight', { value: height });
  content.getBoundingClientRect = () => {
    const zoom = Number(content.style.zoom) || 1;
    const h = shown(zoom);
    return { top: 0, bottom: h, height: h, left: 0, right: 100, width: 100, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
  };
  return { frame, content };
}

/** Cards of 120 px in rows of a 1000 px wide board: at zoom z a row holds floor(1000 / z / 120). */
const cards = (count: number) => (zoom: number) => Math.ceil(count / Math.floor(1000 / zoom / 120)) * 160 * zoom;

describe('the board scales its cards down before it scrolls', () => {
  it('a board that fits is shown at full size', () => {
    const { frame, content } = board(600, cards(8));
    expect(fitZoom(frame, content)).toBe(1);
    expect(content.style.zoom).toBe('1');
    expect(content.dataset.zoom).toBe('1');
  });

  it('a bigger board gets the largest zoom, to a hundredth, at which it fits', () => {
    const { frame, content } = board(400, cards(40));
    const zoom = fitZoom(frame, content);
    expect(zoom).toBeLessThan(1);
    expect(zoom).toBeGreaterThanOrEqual(MIN_ZOOM);
    expect(cards(40)(zoom)).toBeLessThanOrEqual(400);
    // A hundredth more would not fit (or is the same row count's limit).
    expect(cards(40)(Math.round((zoom + 0.01) * 100) / 100)).toBeGreaterThan(400);
    // The docked hand undoes the zoom: it is told the factor.
    expect(content.style.getPropertyValue('--board-zoom')).toBe(String(zoom));
  });

  it('a board too big even for the smallest cards stays at the smallest zoom and scrolls', () => {
    const { frame, content } = board(100, cards(400));
    expect(fitZoom(frame, content)).toBe(MIN_ZOOM);
  });

  it('fitted again with nothing changed, it keeps its zoom; a board that shrank grows back to full size', () => {
    let count = 40;
    const { frame, content } = board(400, (zoom) => cards(count)(zoom));
    const first = fitZoom(frame, content);
    expect(fitZoom(frame, content)).toBe(first);
    count = 4;
    expect(fitZoom(frame, content)).toBe(1);
  });
});
