// selectPermanents.ts: what a card shows, from the engine's state and its current characteristics
// (CR 613: every continuous effect applied; the printed values kept alongside so the change shows).
import { cardDefinition, characteristics, findObject, formatMana, preventionShield, sameTeam, type CardDef, type Color, type GameState, type PlayerId } from '../engine';
import { memoByGame, memoByGameAndKey, structuralSharing } from './memo';
import { nameOf } from './names';

export interface CardView {
  id: string;
  name: string;
}

/** A card's face: the same for a permanent, a card in hand or one in a graveyard. */
export interface CardFaceView extends CardView {
  manaCost: string | null;
  typeLine: string;
  oracleText: string;
  colors: Color[];
  types: string[];
  /** Printed power and toughness, null for a noncreature. */
  basePower: number | null;
  baseToughness: number | null;
  printedKeywords: string[];
}

export interface PermanentView extends CardFaceView {
  controller: PlayerId;
  owner: PlayerId;
  tapped: boolean;
  damage: number;
  /** Damage still to be prevented on it by shields such as Mending Hands' (CR 615.7). */
  prevention: number;
  counters: [string, number][];
  power: number | null;
  toughness: number | null;
  /** Current keywords, abilities granted by effects included. */
  keywords: string[];
  isCreature: boolean;
  isLand: boolean;
  isPlaneswalker: boolean;
  token: boolean;
  summoningSick: boolean;
  /** The player or planeswalker it attacks, or null. */
  attacking: string | null;
  attackingName: string | null;
  /** CR 506.4c: the planeswalker it attacked has left; it still attacks, but attacks nothing. */
  attackingNothing: boolean;
  blockedBy: string[];
  blockedByNames: string[];
  /** Attackers it blocks. */
  blocking: string[];
  blockingNames: string[];
}

function typeLine(supertypes: readonly string[], types: readonly string[], subtypes: readonly string[]): string {
  const left = [...supertypes, ...types].join(' ');
  return subtypes.length > 0 ? `${left} — ${subtypes.join(' ')}` : left;
}

const shareFace = structuralSharing<CardFaceView>();

/** Faces of cards with a definition, per definition and object id: a face is made from these two
 *  alone, and definitions are immutable (the pool's, or a scenario's custom cards held by the state),
 *  so this is exact. It spares building and comparing a hundred faces at every move of a big table. */
const facesByDefinition = new WeakMap<CardDef, Map<string, CardFaceView>>();

function faceOf(def: CardDef, id: string): CardFaceView {
  let byId = facesByDefinition.get(def);
  if (!byId) {
    byId = new Map();
    facesByDefinition.set(def, byId);
  }
  let face = byId.get(id);
  if (!face) {
    const isCreature = def.types.includes('Creature');
    face = shareFace(id, {
      id,
      name: def.name,
      manaCost: def.manaCost ?? null,
      typeLine: typeLine(def.supertypes ?? [], def.types, def.subtypes),
      oracleText: def.oracleText ?? '',
      colors: [...def.colors],
      types: [...def.types],
      basePower: isCreature ? (def.power ?? 0) : null,
      baseToughness: isCreature ? (def.toughness ?? 0) : null,
      printedKeywords: [...def.keywords],
    });
    byId.set(id, face);
  }
  return face;
}

/** The face of any card by its object id (hand, graveyard, exile, battlefield, stack). */
export const selectCardFace = memoByGameAndKey((game: GameState, id: string): CardFaceView => {
  const object = findObject(game, id);
  const def = object ? cardDefinition(game, object.card) : undefined;
  if (def) return faceOf(def, id);
  return shareFace(id, {
    id,
    name: nameOf(game, id),
    manaCost: null,
    typeLine: '',
    oracleText: '',
    colors: [],
    types: [],
    basePower: null,
    baseToughness: null,
    printedKeywords: [],
  });
});

const sharePermanent = structuralSharing<PermanentView>();

/** A permanent's view; the same object as before while nothing it shows has changed. */
export const selectPermanent = memoByGameAndKey((game: GameState, id: string): PermanentView | null => {
  const object = findObject(game, id);
  if (!object || object.zone !== 'battlefield') return null;
  const face = selectCardFace(game, id);
  const now = characteristics(game, id);
  const attack = game.combat?.attackers.find((a) => a.id === id);
  const block = game.combat?.blockers.find((b) => b.id === id);
  // CR 208.3: only creatures have power and toughness on the battlefield.
  const isCreature = now.types.includes('Creature');
  return sharePermanent(id, {
    ...face,
    name: now.name,
    controller: object.controller,
    owner: object.owner,
    tapped: object.tapped,
    damage: object.damage,
    prevention: preventionShield(game, id),
    counters: Object.entries(object.counters).filter(([, n]) => n !== 0),
    power: isCreature ? now.power : null,
    toughness: isCreature ? now.toughness : null,
    keywords: [...now.keywords],
    isCreature,
    isLand: now.types.includes('Land'),
    isPlaneswalker: now.types.includes('Planeswalker'),
    token: object.token,
    summoningSick: object.summoningSick,
    attacking: attack ? attack.defender : null,
    attackingName: attack ? nameOf(game, attack.defender) : null,
    attackingNothing: attack?.attackingNothing === true,
    blockedBy: attack ? [...attack.blockedBy] : [],
    blockedByNames: attack ? attack.blockedBy.map((b) => nameOf(game, b)) : [],
    blocking: block ? [...block.blocking] : [],
    blockingNames: block ? block.blocking.map((a) => nameOf(game, a)) : [],
  });
});

export interface BattlefieldGroups {
  creatures: string[];
  /** Noncreature, nonland permanents: planeswalkers, enchantments, artifacts. */
  others: string[];
  lands: string[];
}

const shareGroups = structuralSharing<BattlefieldGroups>();

/** A player's permanents in order of arrival, split the way the table lays them out. */
export const selectBattlefieldGroups = memoByGameAndKey((game: GameState, player: string): BattlefieldGroups => {
  const groups: BattlefieldGroups = { creatures: [], others: [], lands: [] };
  for (const id of game.battlefield) {
    const view = selectPermanent(game, id);
    if (!view || view.controller !== player) continue;
    if (view.isCreature) groups.creatures.push(id);
    else if (view.isLand) groups.lands.push(id);
    else groups.others.push(id);
  }
  return shareGroups(player, groups);
});

export interface PlayerSummary {
  id: PlayerId;
  name: string;
  life: number;
  lost: boolean;
  /** CR 800.4a: a player who lost a multiplayer game has left it, with every card they owned; the game
   *  goes on without them (in a two-player game a loss ends it, and the table stays as it was). */
  leftGame: boolean;
  isActive: boolean;
  libraryCount: number;
  handCount: number;
  manaPool: string;
  /** Damage still to be prevented to the player by shields (CR 615.7). */
  prevention: number;
}

const shareSummary = structuralSharing<PlayerSummary>();

export const selectPlayerSummary = memoByGameAndKey((game: GameState, id: string): PlayerSummary | null => {
  const player = game.players.find((p) => p.id === id);
  if (!player) return null;
  return shareSummary(id, {
    id,
    name: player.name,
    life: player.life,
    lost: player.lost,
    leftGame: player.lost && game.multiplayer !== undefined,
    isActive: game.turn.activePlayer === id,
    libraryCount: player.library.length,
    handCount: player.hand.length,
    manaPool: formatMana(player.manaPool),
    prevention: preventionShield(game, id),
  });
});

export type VisibleZone = 'hand' | 'graveyard' | 'exile';

const shareZone = structuralSharing<string[]>();

/** The ids of a player's visible zone, top of a graveyard last as the engine keeps it. */
export const selectZone = memoByGameAndKey((game: GameState, key: string): string[] => {
  const [playerId, zone] = key.split('/') as [string, VisibleZone];
  const player = game.players.find((p) => p.id === playerId);
  return shareZone(key, player ? [...player[zone]] : []);
});

export const zoneKey = (player: string, zone: VisibleZone) => `${player}/${zone}`;

/** Player ids in turn order. */
export const selectPlayerIds = memoByGame((game): string[] => game.players.map((p) => p.id));

/** A player's teammates in turn order (two-headed giant, CR 810.1); none in other games. */
export const selectTeammates = memoByGameAndKey((game: GameState, playerId: string): string[] =>
  game.players.filter((p) => p.id !== playerId && sameTeam(game, p.id, playerId)).map((p) => p.id),
);

/** The owner of the card a "why?" answer is open under (a card in their hand), or null. */
export function selectHintOwner(game: GameState, hintObject: string | undefined): PlayerId | null {
  return hintObject === undefined ? null : (findObject(game, hintObject)?.owner ?? null);
}
