// newGameMemory.ts: the new-game form's last players, their names and decks, kept in the browser so
// that the same people need not type them again. What is read back is untrusted (a hand edit,
// another version of the page, an extension): each field is used only if it is a name the form
// accepts or one of the ready-made decks; anything else is ignored and the form's default stays, and
// a storage that refuses to read or write is no different from an empty one.
import { z } from 'zod';
import { deckById } from '../engine/cards/decks';
import { MAX_NAME_LENGTH, SEATS, type HotSeatSetup } from './gameSetup';
import { SAVE_APP } from './saveSchema';
import type { KeyValueStorage } from './saveStorage';

export const NEW_GAME_KEY = `${SAVE_APP}/new-game`;
/** Far more than six names and six deck ids take: a longer value is not ours. */
const MAX_STORED_CHARS = 4_000;

/** What the form may take from memory, by seat: a field is absent when nothing usable was stored. */
export type RecalledPlayer = { name?: string; deckId?: string };

// Each field on its own: a bad deck does not throw away a good name.
const field = z.string().optional().catch(undefined);
const storedSchema = z.object({ players: z.array(z.object({ name: field, deckId: field }).catch({})).catch([]) });

export function rememberPlayers(storage: KeyValueStorage, players: HotSeatSetup['players']): void {
  try {
    storage.setItem(NEW_GAME_KEY, JSON.stringify({ players: players.map((p) => ({ name: p.name.trim(), deckId: p.deckId })) }));
  } catch {
    // Full or refused: the form will only start from its defaults next time.
  }
}

/** The last game's players, as many as it had (two to six; two empty ones when nothing usable is
 *  stored). */
export function recalledPlayers(storage: KeyValueStorage): RecalledPlayer[] {
  const none: RecalledPlayer[] = [{}, {}];
  let text: string | null;
  try {
    text = storage.getItem(NEW_GAME_KEY);
  } catch {
    return none;
  }
  if (text === null || text.length > MAX_STORED_CHARS) return none;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return none;
  }
  const parsed = storedSchema.safeParse(json);
  if (!parsed.success) return none;
  const names: string[] = [];
  const recall = ({ name, deckId }: { name?: string; deckId?: string }): RecalledPlayer => {
    const trimmed = name?.trim() ?? '';
    // Two players with one name could not tell whose hand is shown (gameSetup.ts): the second is dropped.
    const usable = trimmed !== '' && trimmed.length <= MAX_NAME_LENGTH && !names.includes(trimmed.toLowerCase());
    if (usable) names.push(trimmed.toLowerCase());
    return { ...(usable ? { name: trimmed } : {}), ...(deckId !== undefined && deckById(deckId) ? { deckId } : {}) };
  };
  const players = parsed.data.players.slice(0, SEATS.length).map(recall);
  while (players.length < 2) players.push({});
  return players;
}
