// compare.ts: a lesson played as intended, for showing the same combat under both damage rules side
// by side: every moment of its play (the replay), where its combat begins, and its check.
import { checkPlayed, lessonStart } from './play';
import { buildReplay, type Replay, type ReplayFrame } from '../engine';
import { lessonPassed, type RulesVariant } from './index';

export interface IntendedPlay {
  rules: RulesVariant;
  replay: Replay;
  /** Whether the intended moves reach the lesson's goal. */
  passed: boolean;
}

/** Plays a lesson's intended moves under its own rules; null when it is not a valid scenario. */
export function playIntended(scenario: unknown): IntendedPlay | null {
  const start = lessonStart(scenario);
  if (!start.ok) return null;
  const replay = buildReplay(start.game, start.actions);
  const end = replay.frames.at(-1)?.state ?? start.game;
  return { rules: start.rules, replay, passed: lessonPassed(checkPlayed(start.expect, end, replay.refused?.error ?? null)) };
}

/** The moments of the last combat from its blocks on (the old rules' orders are given there), without
 *  the priority passes in between: what differs between the two rules. */
export function combatMoments(frames: readonly ReplayFrame[]): ReplayFrame[] {
  let from = 0;
  frames.forEach((f, i) => {
    const e = f.entry?.event;
    if (e?.kind === 'stepBegan' && e.step === 'declareBlockers') from = i;
  });
  return frames.slice(from).filter((f) => f.entry && f.entry.event?.kind !== 'passed' && f.entry.event?.kind !== 'priority' && f.entry.event?.kind !== 'stepBegan');
}
