// hotseatScreen.tsx: a hot-seat game started through the new-game form, as the DOM tests of the
// hot-seat screen (tests/ui/hotseat*.test.tsx) play it, and what they read off the prompt.
import { fireEvent, render, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import HotseatScreen from '../../src/ui/hotseat/HotseatScreen';
import { q } from './dom';

/** The pending choice's type and player, from the prompt's data attributes. */
export const pending = () => [q('[data-role="prompt"]').dataset.pending, q('[data-role="prompt"]').dataset.player];

/** The log and the explanation panel follow a move a frame later (useAfterNextPaint.ts): until then they say so. */
export const panelsCaughtUp = () => waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());

/** Sets up Ana (White Skies, first) against Bruno (Red Goblins), seed 4242, and starts; the
 *  pass-the-device screen is turned off unless asked for. */
export async function startAnaAndBruno(user: ReturnType<typeof userEvent.setup>, options: { handOver?: boolean } = {}) {
  const view = render(<HotseatScreen />);
  fireEvent.change(q('[data-field="name-0"]'), { target: { value: 'Ana' } });
  fireEvent.change(q('[data-field="name-1"]'), { target: { value: 'Bruno' } });
  await user.selectOptions(q('[data-field="deck-0"]'), 'white-skies');
  await user.selectOptions(q('[data-field="deck-1"]'), 'red-goblins');
  await user.selectOptions(q('[data-field="first-player"]'), 'A');
  fireEvent.change(q('[data-field="seed"]'), { target: { value: '4242' } });
  if (!options.handOver) await user.click(q('[data-field="hand-over"]'));
  await user.click(q('[data-action="start-game"]'));
  return view;
}
