// limits.ts: how large a scenario may be. Kept apart from scenarioSource.ts so the page shell can check
// a file's size without loading the engine.

/** Longest scenario accepted, in characters of JSON (a file, a paste, a decompressed link). */
export const MAX_SCENARIO_CHARS = 100_000;
/** Longest compressed link payload accepted; bounds the work of decompressing a hostile link. */
export const MAX_LINK_CHARS = 60_000;
export const LINK_PREFIX = '#scenario=';

/** Deepest nesting of arrays and objects accepted in a scenario (the contract's deepest is 5). */
export const MAX_SCENARIO_DEPTH = 32;

/** Why a text or link is refused before the schema sees it; the interface words each one itself. */
export type RefusalCode =
  | 'link-too-long' | 'not-compressed' | 'too-large' | 'file-too-large' | 'empty' | 'not-json' | 'not-object' | 'too-deep' | 'reserved-name'
  | 'engine-failed';

/** A problem with a scenario, at a field path as the runner reports it (`players[1].battlefield[0].card`).
 *  A refusal before the schema also carries its code and the numbers or names in its message. */
export interface Issue {
  path: string;
  message: string;
  code?: RefusalCode;
  values?: Record<string, string | number>;
}

/** The refusal of a file too large to be a scenario, judged by its size before it is read: UTF-8 needs
 *  at most 4 bytes a character, so a file larger than 4 × MAX_SCENARIO_CHARS bytes cannot be within
 *  the limit. Null: the file may be read. */
export function oversizedFile(bytes: number): Issue | null {
  if (bytes <= 4 * MAX_SCENARIO_CHARS) return null;
  return { path: '', code: 'file-too-large', message: `the file is too large: ${bytes} bytes`, values: { size: bytes, max: MAX_SCENARIO_CHARS } };
}
