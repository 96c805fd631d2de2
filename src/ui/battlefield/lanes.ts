// lanes.ts: the widths of the combat lanes, so that each attacker and its blockers face each other
// across the table. Both players' rows and the strip between them use the same widths.
import type { GameState } from '../../engine';
import { structuralSharing } from '../../store/memo';
import { selectBattlefieldGroups, selectCombatLanes, selectPermanent, selectPlayerSummary, type BattlefieldGroups, type CombatLane } from '../../store/selectors';
import type { BlockPair } from '../../store/uiState';

/** Card sizes in rem, as card.css's --card-w and --card-h. */
export const CARD_W = 7;
export const CARD_H = 9.75;
export const GAP = 0.5;

const cache = new WeakMap<CombatLane[], number[]>();

function slotWidth(game: GameState, id: string): number {
  return selectPermanent(game, id)?.tapped ? CARD_H : CARD_W;
}

/** Each lane's width in rem: the wider of its attacker and its blockers side by side. */
export function laneWidths(game: GameState, lanes: CombatLane[]): number[] {
  const cached = cache.get(lanes);
  if (cached) return cached;
  const widths = lanes.map((lane) => {
    const blockers = lane.blockers.reduce((sum, id, i) => sum + slotWidth(game, id) + (i > 0 ? GAP : 0), 0);
    return Math.max(slotWidth(game, lane.attacker), blockers, CARD_W);
  });
  cache.set(lanes, widths);
  return widths;
}

export interface LaneView {
  attacker: string;
  /** This player's creatures in the lane: the attacker, or its blockers. */
  ids: string[];
  width: number;
  /** This row's side of the lane: the attacker's; where its blockers stand (the player may block it);
   *  or neither, in a multiplayer game, where it attacks another player (CR 802.4a): the lane is then
   *  an empty space, so this row's lanes still line up with the others'. */
  side: 'attacker' | 'blockers' | 'elsewhere';
  /** The attacker is blocked (CR 509.1h): an empty blockers' side then means they left combat. */
  blocked: boolean;
}

export interface CreatureRowLayout {
  lanes: LaneView[];
  /** The creatures outside the lanes, in battlefield order, and the drafted blockers' places. */
  rest: string[];
  /** Those of `rest` standing in a lane as drafted blockers: their places are kept empty. */
  gaps: string[];
}

const NO_LANES: LaneView[] = [];

/** Per lanes and creatures. */
const layoutCache = new WeakMap<CombatLane[], WeakMap<BattlefieldGroups, CreatureRowLayout>>();

/** A player's creatures split into the combat lanes and the rest; the same object for the same
 *  inputs, so the row re-renders only when the lanes or the creatures change (the groups are the
 *  player's own, selectBattlefieldGroups, so they stand for `player` in the cache). A creature blocking
 *  two attackers stands in the first one's lane. While a lane's blocks are drafted, a blocker in it keeps
 *  its place among the rest, shown empty: the creatures after it do not slide over, so the next one
 *  the player reaches for is still where it was (and the browser does not lay out and paint the
 *  whole row again at each drop). A player who neither attacks nor may block any attacker (a
 *  multiplayer game's player nobody attacks) has no lanes. */
export function creatureRowLayout(lanes: CombatLane[], widths: number[], groups: BattlefieldGroups, player: string): CreatureRowLayout {
  let byGroups = layoutCache.get(lanes);
  if (!byGroups) {
    byGroups = new WeakMap();
    layoutCache.set(lanes, byGroups);
  }
  const cached = byGroups.get(groups);
  if (cached) return cached;
  // A set, not the list: every drop of a draft lays out both rows again, thirty lanes against sixty creatures.
  const creatures = new Set(groups.creatures);
  const placed = new Set<string>();
  const laneViews = lanes.map((lane, i): LaneView => {
    const side = creatures.has(lane.attacker) ? 'attacker' : lane.blockableBy.includes(player) ? 'blockers' : 'elsewhere';
    const ids = side === 'elsewhere' ? [] : [lane.attacker, ...lane.blockers].filter((id) => creatures.has(id) && !placed.has(id));
    for (const id of ids) placed.add(id);
    return { attacker: lane.attacker, ids, width: widths[i] ?? CARD_W, side, blocked: lane.blocked };
  });
  const drafted = new Set(lanes.flatMap((lane) => (lane.declared ? [] : lane.blockers)));
  const layout = {
    lanes: laneViews.every((lane) => lane.side === 'elsewhere') ? NO_LANES : laneViews,
    rest: groups.creatures.filter((id) => !placed.has(id) || drafted.has(id)),
    gaps: groups.creatures.filter((id) => placed.has(id) && drafted.has(id)),
  };
  byGroups.set(groups, layout);
  return layout;
}

const shareLayout = structuralSharing<CreatureRowLayout>();

/** While creatures attack, whether a player takes no part in the combat: none of their creatures
 *  attacks, and none may block (nothing of theirs is attacked, CR 802.4a). Their row has no lanes,
 *  so their side may be shown smaller without breaking the lanes' line across the table. */
export function selectOutsideCombat(game: GameState, blockDraft: readonly BlockPair[], playerId: string): boolean {
  return selectCombatLanes(game, blockDraft).length > 0 && selectRowLayout(game, blockDraft, playerId).lanes.length === 0;
}

/** A player's creature row, the same object while it is equal: the lanes are worked out anew for every
 *  game state (an empty list outside combat too), and a new layout at every pass re-rendered the row. */
export function selectRowLayout(game: GameState, blockDraft: readonly BlockPair[], playerId: string): CreatureRowLayout {
  const lanes = selectCombatLanes(game, blockDraft);
  return shareLayout(playerId, creatureRowLayout(lanes, laneWidths(game, lanes), selectBattlefieldGroups(game, playerId), playerId));
}

/** The sides across the table drawn beside each other rather than one under another: at a table of
 *  three or more, those with no combat lanes (every side outside combat; during one, the sides of the
 *  players taking no part in it, CR 802.4a). A side with lanes keeps the board's whole width, so that its
 *  lanes stand across from the attackers'; so does the one line of a player who has left the game. */
export function selectSidesBeside(game: GameState, blockDraft: readonly BlockPair[], top: readonly string[]): string[] {
  if (top.length < 2) return [];
  return top.filter((id) => !selectPlayerSummary(game, id)?.leftGame && selectRowLayout(game, blockDraft, id).lanes.length === 0);
}
