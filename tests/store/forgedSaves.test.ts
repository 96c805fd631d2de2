// forgedSaves.test.ts: a save altered by hand (or written by someone else) whose fingerprint was made to
// match its altered position, so that the replay check alone cannot catch it. The engine treats a
// broken state as a broken invariant and throws; the save must be refused on load with a message a
// player can read, never opened to crash at the next click. Found by the input fuzzer (fuzzSaves.test.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine';
import { fingerprint, parseSave, serializeGame } from '../../src/store/saves';
import { openScenarioJson } from '../../src/store/scenarioSource';
import { RAW_ERROR } from '../support/mutate';

/** The save of the position a project scenario reaches, changed by `alter`, its fingerprint made to
 *  match (no moves, so the present is the start). */
function forged(file: string, alter: (start: Record<string, any>) => void): string {
  const opened = openScenarioJson(JSON.parse(readFileSync(file, 'utf8')));
  if (!opened.ok) throw new Error('scenario');
  const save = JSON.parse(serializeGame({ game: opened.game, past: [], future: [], performed: [], undone: [] }, { id: 'g1', savedAt: '2026-05-01T10:00:00.000Z' }));
  alter(save.history.start);
  save.history.present.fingerprint = fingerprint(JSON.stringify(save.history.start));
  return JSON.stringify(save);
}

const errorOf = (text: string) => {
  const r = parseSave(text);
  return r.ok ? null : r.error;
};

describe('forged saves are refused on load with a readable message', () => {
  it("CR 506.4: a combat whose attacker's blockers are not a list is refused, naming the field", () => {
    const text = forged('tests/scenarios/audit/hg-05-shield-choice-asks-shielded-player.json', (s) => {
      s.combat.attackers[0].blockedBy = 2.5;
    });
    expect(errorOf(text)).toMatchObject({ code: 'invalid', message: expect.stringContaining('combat.attackers.0.blockedBy') });
  });

  it('a combat whose declared attackers are a number is refused, naming the field', () => {
    const text = forged('tests/scenarios/audit/c14b-trample-to-player-when-attacking-pw.json', (s) => {
      s.combat.declaredAttackers = 2147483648;
    });
    expect(errorOf(text)).toMatchObject({ code: 'invalid', message: expect.stringContaining('combat.declaredAttackers') });
  });

  it('a pending choice of a kind the engine never asks is refused', () => {
    const text = forged('tests/scenarios/audit/f01-no-attackers-skip.json', (s) => {
      s.pendingChoice.type = 'event';
    });
    expect(errorOf(text)).toMatchObject({ code: 'invalid', message: expect.stringContaining('pendingChoice.type') });
  });

  it("CR 800.4a: a player's id changed, so that their cards belong to no player of the game, is refused, naming the card", () => {
    const text = forged('tests/scenarios/mp-ffa-leave-hero-token-departed-player-refused.json', (s) => {
      s.players[3].id = 'Forest';
    });
    expect(errorOf(text)).toMatchObject({ code: 'invalid', message: expect.stringMatching(/belongs to "D", who is not a player of the game/) });
  });

  it('CR 810.1: a two-headed giant team naming someone who is not a player is refused', () => {
    const text = forged('tests/scenarios/audit/hg-26-teammates-mana-not-shared.json', (s) => {
      s.multiplayer.teams[1].players[0] = 'pendingChoice';
    });
    expect(errorOf(text)).toMatchObject({ code: 'invalid', message: expect.stringMatching(/a team names "pendingChoice", who is not a player of the game/) });
  });

  it('CR 603.3b: a triggered ability waiting to be put on the stack whose trigger is not one the engine makes is refused, naming the field', () => {
    const text = forged('tests/scenarios/mp-ffa-sba-two-players-lose-at-once.json', (s) => {
      s.stacking[1].trigger = 'A';
    });
    expect(errorOf(text)).toMatchObject({ code: 'invalid', message: expect.stringContaining('stacking.1.trigger') });
  });

  it("a custom card without its keywords, which the engine reads when a move is made, is refused on load in the player's words, not a TypeError's", () => {
    const text = forged('tests/scenarios/audit/g02b-two-tramplers-short.json', (s) => {
      delete (s.customCards as Record<string, Partial<GameState['customCards'][string]>>)['Test Brigade']?.keywords;
    });
    const error = errorOf(text);
    expect(error).toMatchObject({ code: 'replay', message: expect.stringMatching(/^This saved game is damaged: the rules engine cannot play on from the position it holds; the save is damaged or was altered/) });
    expect(error?.message).not.toMatch(RAW_ERROR);
  });
});
