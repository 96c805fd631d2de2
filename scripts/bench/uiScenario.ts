// uiScenario.ts: the board of the UI bench: 100 permanents. Ana attacks with 30 creatures, Bruno has
// 30 untapped creatures to block with, and each has 20 lands. The scenario's actions declare the
// attack and pass to Bruno's declare blockers choice.

const ATTACKERS = 30;
const BLOCKERS = 30;
const LANDS_EACH = 20;

const CREATURES = ['Grizzly Bears', 'Runeclaw Bear', 'Trained Armodon', 'Silverback Ape', 'Durkwood Boars', 'Craw Wurm'];

export function hundredPermanentScenario(): Record<string, unknown> {
  const attackers = Array.from({ length: ATTACKERS }, (_, i) => ({ id: `a${i}`, card: CREATURES[i % CREATURES.length] }));
  const blockers = Array.from({ length: BLOCKERS }, (_, i) => ({ id: `b${i}`, card: CREATURES[(i + 3) % CREATURES.length] }));
  const lands = (prefix: string) => Array.from({ length: LANDS_EACH }, (_, i) => ({ id: `${prefix}${i}`, card: 'Forest' }));
  return {
    format: 'tabletop-scenario/1',
    title: 'UI bench: 100 permanents',
    turn: { number: 3, activePlayer: 'A', step: 'declareAttackers' },
    players: [
      { id: 'A', name: 'Ana', battlefield: [...attackers, ...lands('af')] },
      { id: 'B', name: 'Bruno', battlefield: [...blockers, ...lands('bf')] },
    ],
    actions: [
      { player: 'A', type: 'declareAttackers', attackers: attackers.map((a) => ({ attacker: a.id, defender: 'B' })) },
      { player: 'A', type: 'pass' },
      { player: 'B', type: 'pass' },
    ],
  };
}

export const BENCH_SIZES = { attackers: ATTACKERS, blockers: BLOCKERS, permanents: ATTACKERS + BLOCKERS + 2 * LANDS_EACH };

/** The same board at the start of Ana's main phase, for timing passes of priority. */
export function hundredPermanentMainPhase(): Record<string, unknown> {
  const scenario = hundredPermanentScenario();
  return { ...scenario, title: 'UI bench: 100 permanents, main phase', turn: { number: 3, activePlayer: 'A', step: 'main1' }, actions: [] };
}
