// limits.ts: how large a scenario may be. Kept apart from scenarioSource.ts so the page shell can check
// a file's size without loading the engine.

/** Longest scenario accepted, in characters of JSON (a file, a paste, a decompressed link). */
export const MAX_SCENARIO_CHARS = 100_000;
/** Longest compressed link payload accepted; bounds the work of decompressing a hostile link. */
export const MAX_LINK_CHARS = 60_000;
export const LINK_PREFIX = '#scenario=';

/** A problem with a scenario, at a field path as the runner reports it (`players[1].battlefield[0].card`). */
export interface Issue {
  path: string;
  message: string;
}
