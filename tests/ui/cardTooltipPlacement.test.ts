import { describe, expect, it } from 'vitest';
import { placeDetails } from '../../src/ui/cards/CardTooltip';

const card = (left: number, top: number) => ({ left, top, right: left + 112, bottom: top + 156 });
const viewport = { width: 1400, height: 1000 };

describe('card details placement', () => {
  it('beside the card, to its right, level with its top: the combat strip above and below stays readable', () => {
    expect(placeDetails(card(200, 400), 300, viewport)).toEqual({ left: 318, top: 400 });
  });

  it('to the left when the card is near the right edge', () => {
    expect(placeDetails(card(1250, 400), 300, viewport)).toEqual({ left: 1250 - 6 - 256, top: 400 });
  });

  it('kept inside the window vertically', () => {
    expect(placeDetails(card(200, 900), 300, viewport).top).toBe(1000 - 6 - 300);
    expect(placeDetails(card(200, -50), 300, viewport).top).toBe(6);
  });

  it('below (or above) the card only when the window is too narrow for either side', () => {
    const narrow = { width: 400, height: 1000 };
    expect(placeDetails(card(140, 100), 300, narrow)).toEqual({ left: 68, top: 262 });
    expect(placeDetails(card(140, 800), 300, narrow).top).toBe(800 - 6 - 300);
  });
});
