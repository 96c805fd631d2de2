import { describe, expect, it } from 'vitest';
import { parseScenario, referenceCardNames } from '../../src/engine';
import {
  addCard, blankDraft, clearActions, draftFromScenario, draftIssues, draftToScenario, issueTarget, moveCard, newCardId, removeCard,
  reorderCard, setExpect, updatePermanent, updatePlayer, updateTurn, type Draft,
} from '../../src/store/editorDraft';
import { searchCards } from '../../src/store/editorCards';
import { createEditorStore } from '../../src/store/editorStore';
import { memoryStorage } from '../../src/store/saveStorage';
import { fixture } from '../support/scenarios';

const wurm = fixture('craw-wurm-two-blockers');

function read(json: unknown): Draft {
  const r = draftFromScenario(json);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.draft;
}

describe('the editor draft', () => {
  it('a blank draft is a valid scenario', () => {
    expect(draftIssues(blankDraft())).toEqual([]);
    expect(parseScenario(draftToScenario(blankDraft())).ok).toBe(true);
  });

  it('a scenario read and written again is the same scenario, with every card named by its id', () => {
    const draft = read(wurm);
    const out = draftToScenario(draft);
    const again = read(out);
    expect(again).toEqual(draft);
    expect(out.actions).toEqual(wurm.actions);
    const library = { ...wurm, players: [{ id: 'A', library: ['Forest', 'Island'] }, { id: 'B' }] };
    const ids = read(library).players[0].zones.library.map((c) => c.id);
    expect(ids).toEqual(['A:library:0', 'A:library:1']);
  });

  it('an invalid scenario is not read: the schema says why, with its paths', () => {
    const r = draftFromScenario({ ...wurm, turn: { number: 1, activePlayer: 'A', step: 'teatime' } });
    expect(r.ok === false && r.issues.map((i) => i.path)).toContain('turn.step');
    const proto = draftFromScenario(JSON.parse('{"__proto__": {}, "turn": {"number": 1, "activePlayer": "A", "step": "main1"}, "players": [{"id": "A"}, {"id": "B"}]}'));
    expect(proto.ok === false && proto.issues[0] && 'code' in proto.issues[0] && proto.issues[0].code).toBe('reserved-name');
  });

  it('CR 806, 810: a multiplayer scenario is not opened in the two-player draft (it would lose its other players and its variant), and says so', () => {
    const players = ['A', 'B', 'C'].map((id) => ({ id }));
    const ffa = draftFromScenario({ variant: 'free-for-all', turn: { number: 1, activePlayer: 'A', step: 'main1' }, players });
    expect(ffa.ok === false && ffa.issues).toEqual([{ path: 'variant', message: { key: 'editor:start.multiplayerFreeForAll', params: { count: 3 } } }]);
    const teams = [{ id: 'T1', players: ['A', 'B'] }, { id: 'T2', players: ['C', 'D'] }];
    const giant = draftFromScenario({ variant: 'two-headed-giant', teams, turn: { number: 1, activePlayer: 'A', step: 'main1' }, players: [...players, { id: 'D' }] });
    expect(giant.ok === false && giant.issues[0]?.message).toEqual({ key: 'editor:start.multiplayerTwoHeadedGiant', params: { count: 4 } });
    expect(draftFromScenario({ variant: 'two-player', turn: { number: 1, activePlayer: 'A', step: 'main1' }, players: players.slice(0, 2) }).ok).toBe(true);
  });

  it('sets up a position: cards in zones, permanent state, life, the step and the active player', () => {
    let draft = blankDraft();
    const bears = addCard(draft, 0, 'battlefield', 'Grizzly Bears');
    draft = bears.draft;
    const second = addCard(draft, 0, 'battlefield', 'Grizzly Bears');
    draft = second.draft;
    expect([bears.id, second.id]).toEqual(['grizzly-bears', 'grizzly-bears-2']);
    draft = addCard(draft, 1, 'hand', 'Giant Growth').draft;
    draft = updatePermanent(draft, 0, 'grizzly-bears', { tapped: true, damage: 1, summoningSick: true, counters: { '+1/+1': 2 } });
    draft = updatePlayer(draft, 1, { life: 7 });
    draft = updateTurn(draft, { step: 'declareBlockers', activePlayer: 'B' });
    expect(draftIssues(draft)).toEqual([]);
    const out = draftToScenario(draft) as { players: Record<string, unknown>[]; turn: unknown };
    expect(out.turn).toEqual({ number: 2, activePlayer: 'B', step: 'declareBlockers' });
    expect(out.players[0]?.battlefield).toEqual([
      { id: 'grizzly-bears', card: 'Grizzly Bears', tapped: true, damage: 1, summoningSick: true, counters: { '+1/+1': 2 } },
      { id: 'grizzly-bears-2', card: 'Grizzly Bears' },
    ]);
    expect(out.players[1]).toMatchObject({ life: 7, hand: [{ id: 'giant-growth', card: 'Giant Growth' }] });
  });

  it('moves, orders and removes cards, keeping their ids; a card off the battlefield loses its permanent state', () => {
    let draft = addCard(blankDraft(), 0, 'battlefield', 'Craw Wurm').draft;
    draft = updatePermanent(draft, 0, 'craw-wurm', { tapped: true, damage: 2 });
    draft = moveCard(draft, { player: 0, zone: 'battlefield' }, 'craw-wurm', { player: 1, zone: 'graveyard' });
    expect(draft.players[1].zones.graveyard).toEqual([{ id: 'craw-wurm', card: 'Craw Wurm' }]);
    expect(draft.players[0].zones.battlefield).toEqual([]);
    draft = addCard(draft, 1, 'library', 'Forest').draft;
    draft = addCard(draft, 1, 'library', 'Island').draft;
    draft = reorderCard(draft, 1, 'library', 'island', -1);
    expect(draft.players[1].zones.library.map((c) => c.card)).toEqual(['Island', 'Forest']);
    expect(reorderCard(draft, 1, 'library', 'island', -1)).toEqual(draft);
    draft = removeCard(draft, 1, 'library', 'island');
    expect(draft.players[1].zones.library.map((c) => c.id)).toEqual(['forest']);
  });

  it('a new id never collides with a player or a card', () => {
    const draft = read({ ...wurm, players: [{ id: 'forest', battlefield: [{ id: 'forest-2', card: 'Forest' }] }, { id: 'B' }], turn: { number: 1, activePlayer: 'forest', step: 'main1' } });
    expect(newCardId(draft, 'Forest')).toBe('forest-3');
    expect(newCardId(draft, 'Æther ☃')).toBe('ther');
  });

  it('the goal and the written actions are kept, set and cleared', () => {
    let draft = read(wurm);
    draft = setExpect(draft, { life: { B: 14 } });
    expect(draftToScenario(draft).expect).toEqual({ life: { B: 14 } });
    draft = setExpect(draft, {});
    expect('expect' in draftToScenario(draft)).toBe(false);
    expect('actions' in draftToScenario(clearActions(draft))).toBe(false);
  });

  it('issues point at the card they are about', () => {
    let draft = addCard(blankDraft(), 1, 'hand', 'Grizzly Bears').draft;
    draft = { ...draft, players: [draft.players[0], { ...draft.players[1], zones: { ...draft.players[1].zones, hand: [{ id: 'x', card: 'Grizly Bears' }] } }] };
    const [issue] = draftIssues(draft);
    expect(issue?.path).toBe('players[1].hand[0].card');
    expect(issueTarget(issue?.path ?? '')).toEqual({ player: 1, zone: 'hand', index: 0 });
  });
});

describe('finding cards', () => {
  it('by any part of the name, accents and case ignored, names that start with it first', () => {
    expect(searchCards('bear', []).map((h) => h.name)).toEqual(expect.arrayContaining(['Grizzly Bears', 'Runeclaw Bear']));
    expect(searchCards('GRIZZ', [])[0]).toMatchObject({ name: 'Grizzly Bears', powerToughness: '2/2', custom: false });
    expect(searchCards('craw', [])[0]?.name).toBe('Craw Wurm');
    expect(searchCards('zzzz', [])).toEqual([]);
    expect(searchCards('', [], 200)).toHaveLength(referenceCardNames.length); // the whole pool, both card files
  });

  it('custom cards of the scenario are found too', () => {
    const [hit] = searchCards('wáll test', [{ name: 'Test Wall', types: ['Creature'], subtypes: ['Wall'], power: 0, toughness: 4 }]);
    expect(hit).toEqual({ name: 'Test Wall', typeLine: 'Creature — Wall', manaCost: null, powerToughness: '0/4', custom: true });
  });
});

describe('the editor store', () => {
  it('one edit is one undo step; redo brings it back', () => {
    const store = createEditorStore({ storage: null });
    store.getState().edit((d) => addCard(d, 0, 'hand', 'Shock').draft);
    store.getState().edit((d) => updatePlayer(d, 0, { life: 3 }));
    store.getState().undo();
    expect(store.getState().draft.players[0].life).toBe(20);
    expect(store.getState().draft.players[0].zones.hand).toHaveLength(1);
    store.getState().redo();
    expect(store.getState().draft.players[0].life).toBe(3);
  });

  it('the last valid draft is kept for the tab and found again by a new editor', () => {
    const storage = memoryStorage();
    const first = createEditorStore({ storage });
    first.getState().edit((d) => addCard(d, 1, 'battlefield', 'Wall of Wood').draft);
    first.getState().saved('my-1');
    // An invalid edit (an unknown card) is not kept.
    first.getState().edit((d) => ({ ...d, players: [d.players[0], { ...d.players[1], zones: { ...d.players[1].zones, hand: [{ id: 'h', card: 'Nope' }] } }] }));
    const second = createEditorStore({ storage });
    expect(second.getState().draft.players[1].zones.battlefield.map((c) => c.card)).toEqual(['Wall of Wood']);
    expect(second.getState().draft.players[1].zones.hand).toEqual([]);
    expect(second.getState().lessonId).toBe('my-1');
    storage.setItem('mtg-combat-tabletop/editor-draft', '{broken');
    expect(createEditorStore({ storage }).getState().draft).toEqual(blankDraft());
  });
});
