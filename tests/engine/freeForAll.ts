// Helpers for the free-for-all tests (CR 806): Ana, Bruno, Carla and Dario seated in that order, and the
// moves every player makes in turn.
import { game, play } from './helpers';
import { logEntries, type Action, type GameState, type Scenario } from '../../src/engine';

type Seat = Scenario['players'][number];
export const seat = (id: string, name: string, extra: Partial<Seat> = {}): Seat => ({ id, name, library: ['Forest', 'Forest', 'Forest'], ...extra });

/** A free-for-all game of Ana, Bruno, Carla and Dario (seated in that order) at `step` of Ana's turn 3,
 *  with the attack multiple players option unless `attack` names another (CR 802, 803). */
export function ffa(players: Partial<Record<'A' | 'B' | 'C' | 'D', Partial<Seat>>>, step: Scenario['turn']['step'], attack?: 'multiple' | 'left' | 'right'): GameState {
  return game({
    variant: 'free-for-all',
    ...(attack ? { options: { attack } } : {}),
    turn: { number: 3, activePlayer: 'A', step },
    players: [seat('A', 'Ana', players.A), seat('B', 'Bruno', players.B), seat('C', 'Carla', players.C), seat('D', 'Dario', players.D)],
  } as Partial<Scenario>);
}

/** Each player of `from` passes priority in turn (all four by default). */
export const passAll = (s: GameState, from: string[] = ['A', 'B', 'C', 'D']): GameState => play(s, ...from.map((player): Action => ({ type: 'pass', player })));

/** The log as "rule text" lines. */
export const lines = (s: GameState) => logEntries(s).map((e) => `${e.rule ?? ''} ${e.text}`);
